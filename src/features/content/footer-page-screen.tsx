import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { clearSubdomainId } from '../../tenant/subdomain-storage';
import { usePageTitle } from '../../tenant/use-page-title';
import { Button } from '../../ui/button';
import { AlertIcon, ArrowLeftIcon } from '../../ui/icon';
import { RichText } from '../../ui/rich-text';
import { Container } from '../../ui/section';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { useFooterPages } from './api/get-footer-pages';
import { useSubdomainId } from './api/get-subdomain';
import { PublicLayout } from './components/public-layout';

/** One provider-defined page (spec: Footer page): Back, title and HTML body. */
export function FooterPageScreen() {
  const { id } = useParams();
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const subdomain = useSubdomainId();
  const pages = useFooterPages(subdomain.data);
  const page = pages.data?.find((p) => p._id === id);
  const failed = subdomain.isError || pages.isError;
  const loading = !failed && (subdomain.isPending || pages.isPending);
  usePageTitle(page?.title ?? (loading ? undefined : failed ? t('footerPage.loadFailed') : t('footerPage.notFound')));

  const back = () => {
    clearSubdomainId();
    void navigate('/');
  };

  return (
    <PublicLayout pages={pages.data}>
      <Article aria-busy={loading}>
        <Button variant="ghost" onClick={back}>
          <ArrowLeftIcon />
          {t('footerPage.back')}
        </Button>
        {loading ? (
          <>
            <Skeleton height="2.5rem" width="60%" />
            <SkeletonText lines={8} />
          </>
        ) : page ? (
          <>
            <Title>{page.title}</Title>
            <RichText html={page.description} />
          </>
        ) : (
          <Notice role="alert">
            <AlertIcon />
            <h1>{failed ? t('footerPage.loadFailed') : t('footerPage.notFound')}</h1>
          </Notice>
        )}
      </Article>
    </PublicLayout>
  );
}

const Article = styled(Container)`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 52rem;
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  > * { width: 100%; }
  > button { width: auto; margin-inline-start: calc(-1 * ${({ theme }) => theme.space.md}); }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Notice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-inline-start: 4px solid ${({ theme }) => theme.color.status.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.status.danger};
  h1 { color: ${({ theme }) => theme.color.text.heading}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;
