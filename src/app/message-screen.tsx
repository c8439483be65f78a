import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTenant } from '../tenant/tenant-context';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/section';
import { SiteHeader } from '../ui/site-header';
import { usePageTitle } from '../tenant/use-page-title';

/** A branded page with one message and a way home (not-built and not-found screens). */
export function MessageScreen({ title, body, homeLabel }: { title: string; body: string; homeLabel: string }) {
  const tenant = useTenant();
  const { t } = useTranslation('content');
  usePageTitle(title);
  return (
    <>
      <SiteHeader name={tenant.name} logoUrl={tenant.logo} logoShowsName={tenant.logoShowsName} homeLabel={t('header.home', { name: tenant.name })} />
      <main>
        <Body>
          <h1>{title}</h1>
          <p>{body}</p>
          <ButtonLink to="/">{homeLabel}</ButtonLink>
        </Body>
      </main>
    </>
  );
}

const Body = styled(Container)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { color: ${({ theme }) => theme.color.text.muted}; }
`;
