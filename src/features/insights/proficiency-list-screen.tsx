import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { CardList } from '../../ui/card-list';
import { Screen } from '../../ui/screen';
import { Skeleton } from '../../ui/skeleton';
import { useProficiencyList } from './api/get-proficiency-list';
import { ProficiencyCard } from './components/proficiency-card';
import { useInsightsText } from './use-insights-text';

/** Proficiency (spec): one card per past exam result, newest first; six placeholders while loading. */
export function ProficiencyListScreen() {
  const t = useInsightsText();
  usePageTitle(t('proficiency.title'));
  const reports = useProficiencyList();
  return (
    <Screen>
      <header>
        <h1>{t('proficiency.title')}</h1>
        <p>{t('proficiency.lead')}</p>
      </header>
      {reports.isError ? <Alert kind="error">{reports.error.message}</Alert> : null}
      <CardList
        items={reports.data}
        loading={reports.isPending}
        loadingLabel={t('proficiency.loading')}
        placeholders={6}
        placeholder={
          <>
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton width="50%" />
            <Skeleton height="0.75rem" />
            <Skeleton width="40%" height="2.5rem" />
          </>
        }
        emptyText={t('proficiency.empty')}
        keyOf={(r) => r._id}
        renderItem={(r) => <ProficiencyCard report={r} />}
      />
    </Screen>
  );
}
