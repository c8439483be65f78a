import styled from 'styled-components';
import { useProfile } from '../../api/profile';
import { useNamespace } from '../../i18n/use-namespace';
import strings from '../../i18n/locales/en-GB/insights.json';
import { usePageTitle } from '../../tenant/use-page-title';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';

/** The members area's home. The welcome line is built; the cards of spec "Dashboard" come next. */
export function DashboardScreen() {
  const { t } = useNamespace('insights', strings);
  const { data: user } = useProfile();
  usePageTitle(t('dashboard.title'));
  return (
    <Page>
      {user ? <h1>{t('dashboard.welcome', { firstName: user.first_name, lastName: user.last_name })}</h1> : <Skeleton height="2.5rem" width="60%" />}
      <Lead>{t('dashboard.lead')}</Lead>
      <Card>
        <h2>{t('dashboard.comingTitle')}</h2>
        <p>{t('dashboard.comingBody')}</p>
      </Card>
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 60rem;
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; overflow-wrap: anywhere; }
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { color: ${({ theme }) => theme.color.text.muted}; }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
`;
