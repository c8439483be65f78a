import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../tenant/tenant-context';
import { clearSubdomainId } from '../../../tenant/subdomain-storage';
import { ButtonLink } from '../../../ui/button';
import { PageShell } from '../../../ui/page-shell';
import { SiteFooter } from '../../../ui/site-footer';
import { SiteHeader } from '../../../ui/site-header';
import type { FooterPage } from '../api/get-footer-pages';
import { LanguageChoice } from '../../../i18n/language-choice';

/** Header with Get Started, the page, and the footer listing the provider's pages. */
export function PublicLayout({ pages, children }: { pages: FooterPage[] | undefined; children: ReactNode }) {
  const tenant = useTenant();
  const { t } = useTranslation(['content', 'common']);
  return (
    <PageShell
      skipLabel={t('common:skipToContent')}
      header={
        <SiteHeader
          name={tenant.name}
          logoUrl={tenant.logo}
          logoShowsName={tenant.logoShowsName}
          homeLabel={t('header.home', { name: tenant.name })}
          actions={
            <>
              <LanguageChoice />
              <ButtonLink to="/user-login" onClick={clearSubdomainId}>
                {t('header.getStarted')}
              </ButtonLink>
            </>
          }
        />
      }
      footer={
        <SiteFooter
          name={tenant.name}
          logoUrl={tenant.logo}
          logoShowsName={tenant.logoShowsName}
          linksHeading={t('footer.pages')}
          links={(pages ?? []).map((page) => ({ to: `/footer-details/${page._id}`, label: page.title }))}
          contactHeading={t('footer.contact')}
          supportEmail={tenant.support.email}
          supportPhone={tenant.support.phone}
          copyright={t('footer.copyright', { year: new Date().getFullYear(), name: tenant.name })}
        />
      }
    >
      {children}
    </PageShell>
  );
}
