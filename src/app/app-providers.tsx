import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ThemeProvider } from 'styled-components';
import { TenantProvider } from '../tenant/tenant-context';
import type { TenantManifest } from '../tenant/tenant-manifest';
import { GlobalStyle } from '../theme/global-style';
import type { AppTheme } from '../theme/theme';
import { Toaster } from '../ui/toast';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  manifest: TenantManifest;
  theme: AppTheme;
  i18n: I18n;
  /** Tests and stories pass their own; the app makes one. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Everything a screen may rely on: server state, tenant, theme, strings and toasts. */
export function AppProviders({ manifest, theme, i18n, queryClient, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <TenantProvider manifest={manifest}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            {children}
            <AppToaster />
          </ThemeProvider>
        </I18nextProvider>
      </TenantProvider>
    </QueryClientProvider>
  );
}

function AppToaster() {
  const { t } = useTranslation('common');
  return <Toaster regionLabel={t('toast.region')} closeLabel={t('toast.close')} />;
}
