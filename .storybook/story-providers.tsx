import { useMemo, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import styled, { ThemeProvider } from 'styled-components';
import type { StoryTenant } from 'virtual:tenant-themes';
import { createI18n } from '../src/i18n/i18n';
import type { Catalog } from '../src/i18n/catalogs/catalog-from';
import { TenantProvider } from '../src/tenant/tenant-context';
import { themeValues } from '../src/tenant/tenant-manifest';
import { GlobalStyle } from '../src/theme/global-style';
import { createTheme } from '../src/theme/theme';

/**
 * What the app gives every screen (tenant, theme, strings, server state, router), for one tenant.
 * The tenant's CSS variables are scoped to a wrapper, so several tenants can render side by side
 * (in TenantColumns); its fonts are in the page before the story renders (tenant-fonts.ts).
 */
export function StoryProviders({
  tenant,
  language,
  catalog,
  label,
  children,
}: {
  tenant: StoryTenant;
  language: string;
  catalog: Catalog | undefined;
  label?: string;
  children: ReactNode;
}) {
  // The tenant's name, hero and copy as the app's server sends them in this language.
  const manifest = tenant.manifests[language] ?? tenant.manifest;
  const i18n = useMemo(() => createI18n(manifest.copy, language, catalog), [manifest, language, catalog]);
  const theme = useMemo(() => createTheme(themeValues(manifest)), [manifest]);
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  const scope = `tenant-${tenant.slug}`;
  return (
    <QueryClientProvider client={queryClient}>
      <TenantProvider manifest={manifest}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <style>{`.${scope}{${tenant.variables}}`}</style>
            <GlobalStyle />
            <MemoryRouter>
              <Scope className={scope} role={label ? 'group' : undefined} aria-label={label}>
                {label ? <Caption>{label}</Caption> : null}
                {children}
              </Scope>
            </MemoryRouter>
          </ThemeProvider>
        </I18nextProvider>
      </TenantProvider>
    </QueryClientProvider>
  );
}

const Caption = styled.p`
  margin: 0 0 0.5rem;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Scope = styled.div`
  background: ${({ theme }) => theme.color.bg.page};
  color: ${({ theme }) => theme.color.text.default};
  font-family: ${({ theme }) => theme.font.family.body};
  padding: 1rem;
`;

/**
 * The toolbar's "All tenants, side by side": one column per tenant, each at least 22rem (or the
 * whole width when the window is narrower), as many in a row as fit, the rest wrapping below;
 * a thin grey line between them. A column keeps to its width (min-width: 0), and the columns of a
 * row are as tall as the tallest.
 */
export const TenantColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1px;
  background: #8a8a8a;
  min-height: 100vh;
  & > div { min-width: 0; }
`;
