import styled from 'styled-components';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Screen } from '../../ui/screen';
import { useReportHistory } from './api/get-report-history';
import { ResultsHistoryTable } from './components/results-history-table';
import { useResultsHistoryText } from './lib/use-results-history-text';

/**
 * Every result the learner has (Exams, Quizzes and topic practice), newest first, a page at a
 * time behind Show more; each opens its review.
 */
export function ResultsHistoryScreen() {
  const t = useResultsHistoryText();
  usePageTitle(t('title'));
  const history = useReportHistory();
  const reports = history.data?.pages.flatMap((page) => page.reports);
  return (
    <Screen>
      <header>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      {history.isError && !reports ? (
        <Failed>
          <Alert kind="error">{history.error.message}</Alert>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('retry')}
          </Button>
        </Failed>
      ) : (
        <ResultsHistoryTable reports={reports} loading={history.isPending} />
      )}
      {history.isFetchNextPageError ? <Alert kind="error">{history.error?.message}</Alert> : null}
      {history.hasNextPage ? (
        <More>
          <Button variant="secondary" onClick={() => void history.fetchNextPage()} busy={history.isFetchingNextPage} busyLabel={t('loadingMore')}>
            {t('showMore')}
          </Button>
        </More>
      ) : null}
    </Screen>
  );
}

const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;
