import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Skeleton } from '../ui/skeleton';

/** Shown while a screen's chunk downloads: a calm placeholder, announced once. */
export function RouteFallback() {
  const { t } = useTranslation('common');
  return (
    <Wrap role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <Skeleton height="4rem" />
      <Skeleton height="12rem" radius="lg" />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;
