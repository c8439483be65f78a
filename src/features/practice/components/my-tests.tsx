import styled from 'styled-components';
import { useLanguage } from '../../../i18n/use-language';
import { formatDate, formatNumber, formatPercent } from '../../../tenant/intl-format';
import { ButtonLink } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import { Skeleton } from '../../../ui/skeleton';
import { practicePaths, type MyTest } from '../api/practice-types';
import { usePracticeText } from '../lib/use-practice-text';

interface MyTestsProps {
  tests: readonly MyTest[] | undefined;
  loading: boolean;
}

/** The learner's own tests, newest first: each to resume (an open attempt), take, or review with its score. */
export function MyTests({ tests, loading }: MyTestsProps) {
  const t = usePracticeText();
  return (
    <Panel id="my-tests" heading={t('myTests.heading')}>
      {loading ? (
        <div role="status" aria-label={t('myTests.loading')}>
          <Skeleton height="5rem" radius="md" />
        </div>
      ) : !tests || tests.length === 0 ? (
        <p>{t('myTests.empty')}</p>
      ) : (
        <List>
          {tests.map((test) => (
            <MyTestRow key={test._id} test={test} />
          ))}
        </List>
      )}
    </Panel>
  );
}

function MyTestRow({ test }: { test: MyTest }) {
  const t = usePracticeText();
  const language = useLanguage();
  return (
    <Row>
      <Head>
        <h3>{test.test_name}</h3>
        <Facts>
          <div>
            <dt>{t('myTests.questions')}</dt>
            <dd>{formatNumber(test.number_of_questions, language, 0)}</dd>
          </div>
          <div>
            <dt>{t('myTests.mode')}</dt>
            <dd>{t(test.tutor ? 'myTests.tutor' : 'myTests.timed')}</dd>
          </div>
          <div>
            <dt>{t('myTests.created')}</dt>
            <dd>{formatDate(test.createdAt, 'short', language)}</dd>
          </div>
          {test.report ? (
            <div>
              <dt>{t('myTests.score')}</dt>
              <dd>{formatPercent(test.report.percentage, language)}</dd>
            </div>
          ) : null}
        </Facts>
      </Head>
      <Actions>
        <ButtonLink
          to={practicePaths.take(test._id)}
          variant={test.open || !test.report ? 'primary' : 'secondary'}
          aria-label={t(test.open ? 'myTests.resumeLabel' : 'myTests.takeLabel', { name: test.test_name })}
        >
          {t(test.open ? 'myTests.resume' : 'myTests.take')}
        </ButtonLink>
        {test.report ? (
          <ButtonLink
            to={practicePaths.report(test._id, test.report._id)}
            variant={test.open ? 'secondary' : 'primary'}
            aria-label={t('myTests.reviewLabel', { name: test.test_name })}
          >
            {t('myTests.review')}
          </ButtonLink>
        ) : null}
      </Actions>
    </Row>
  );
}

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li { border-top: 1px solid ${({ theme }) => theme.color.border.default}; }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.md};
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 20rem;
  min-width: 0;
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; overflow-wrap: anywhere; }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  > div { display: flex; align-items: baseline; gap: ${({ theme }) => theme.space.xxs}; }
  dt { color: ${({ theme }) => theme.color.text.muted}; }
  dt::after { content: ':'; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
