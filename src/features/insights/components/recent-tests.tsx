import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PLAN_REQUIRED_PATH } from '../../../lib/membership-links';
import { CardIcon } from '../../../ui/icon';
import { DataTable } from '../../../ui/data-table';
import { TestStartDialog } from '../../../ui/test-start-dialog';
import type { DashboardTest } from '../api/insight-types';
import { cutText } from '../lib/cut-text';
import { useInsightsText } from '../use-insights-text';

interface RecentTestsProps {
  tests: DashboardTest[] | undefined;
  loading: boolean;
  /** The learner needs a plan to take tests (a Paid provider, none active). */
  needsPlan?: boolean;
}

/**
 * The newest tests with the learner's status: Attempted or Not Attempted. The status opens the
 * test-start dialog; an Exam already taken cannot be taken again, so its status is plain text. A
 * learner who needs a plan (a Paid provider, none active) sees 'Needs a plan' under the status,
 * which leads to Membership, as the Tests list's cards do.
 */
export function RecentTests({ tests, loading, needsPlan = false }: RecentTestsProps) {
  const t = useInsightsText();
  const [starting, setStarting] = useState<DashboardTest | null>(null);
  const isExam = starting?.test_type === 'Exam';
  return (
    <>
      <DataTable
        caption={t('dashboard.tests.heading')}
        rows={tests}
        keyOf={(test) => test._id}
        loading={loading}
        loadingLabel={t('dashboard.tests.loading')}
        emptyText={t('dashboard.tests.empty')}
        columns={[
          { header: t('dashboard.results.name'), cell: (test) => <span title={test.test_name}>{cutText(test.test_name)}</span> },
          { header: t('dashboard.results.type'), cell: (test) => t(`testType.${test.test_type}`) },
          { header: t('dashboard.results.questions'), cell: (test) => test.number_of_questions, numeric: true },
          { header: t('dashboard.tests.time'), cell: (test) => t('dashboard.tests.minutes', { count: test.duration_in_mins }), numeric: true },
          {
            header: t('dashboard.tests.status'),
            cell: (test) => {
              const status = t(test.attempted ? 'dashboard.tests.attempted' : 'dashboard.tests.notAttempted');
              if (test.attempted && test.test_type === 'Exam') return <Status $attempted>{status}</Status>;
              if (needsPlan) {
                return (
                  <PlanLink to={PLAN_REQUIRED_PATH} aria-label={t('dashboard.tests.openNeedsPlan', { status, name: test.test_name })}>
                    <Status $attempted={test.attempted}>{status}</Status>{' '}
                    <PlanNeeded>
                      <CardIcon size={14} />
                      {t('dashboard.tests.needsPlan')}
                    </PlanNeeded>
                  </PlanLink>
                );
              }
              return (
                <StatusButton
                  type="button"
                  $attempted={test.attempted}
                  aria-label={t('dashboard.tests.open', { status, name: test.test_name })}
                  onClick={() => setStarting(test)}
                >
                  {status}
                </StatusButton>
              );
            },
          },
        ]}
      />
      <TestStartDialog
        open={starting !== null}
        onClose={() => setStarting(null)}
        testName={starting?.test_name ?? ''}
        note={t(isExam ? 'dashboard.start.examNote' : 'dashboard.start.quizNote')}
        details={
          starting
            ? [t('dashboard.start.timeAllotted', { count: starting.duration_in_mins }), t('dashboard.start.questions', { count: starting.number_of_questions })]
            : []
        }
        backLabel={t('dashboard.start.back')}
        startLabel={t(isExam ? 'dashboard.start.startExam' : 'dashboard.start.startQuiz')}
        startTo={starting ? `/menu/tests/take-test/${starting._id}` : ''}
      />
    </>
  );
}

const Status = styled.span<{ $attempted: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  background: ${({ theme, $attempted }) => ($attempted ? theme.color.answer.correct : theme.color.brand.subtle)};
  color: ${({ theme, $attempted }) => ($attempted ? theme.color.status.onStatus : theme.color.brand.onSubtle)};
`;

const StatusButton = styled(Status).attrs({ as: 'button' })`
  min-height: ${({ theme }) => theme.layout.marker};
  border: 1px solid ${({ theme, $attempted }) => ($attempted ? theme.color.answer.correct : theme.color.brand.primary)};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover { filter: brightness(0.95); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

/** Status and 'Needs a plan' as one link to Membership. */
const PlanLink = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.border.focus}; outline-offset: 2px; }
`;

const PlanNeeded = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text.heading};
  text-decoration: underline;
  text-underline-offset: 2px;
`;
