import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error';
import { PLAN_REQUIRED_PATH } from '../../lib/membership-links';
import { isReviewOrigin, REVIEW_FROM_PARAM, REVIEW_ORIGINS } from '../../lib/review-origin';
import { NEW_TICKET_PATH, questionQuote, type TicketPrefill } from '../../lib/ticket-prefill';
import { formatDate, formatNumber, formatPercent } from '../../tenant/intl-format';
import { useTenant } from '../../tenant/tenant-context';
import { useLanguage } from '../../i18n/use-language';
import { formatTwoDigits } from './lib/countdown-text';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { MessageIcon } from '../../ui/icon';
import { Redirect } from '../../ui/redirect';
import { Skeleton } from '../../ui/skeleton';
import { useReport, type Report } from './api/get-report';
import { ReviewedQuestion } from './components/reviewed-question';
import { Panel, Top as Head } from './components/take-test-layout';
import { storedReportId } from './lib/local-attempt';
import { splitMinutesSeconds } from '../../../shared/time/minutes-seconds';
import { useCheckAnswersText } from './lib/use-check-answers-text';

type Status = Report['answers'][number]['status'];

interface CheckAnswersScreenProps {
  /** Where the back link goes. Default /menu/tests, or the screen the review was opened from (`from`). */
  backTo?: string;
  /** The back link's text. Default 'Back to tests', or the name of the screen it was opened from. */
  backLabel?: string;
}

const ORIGIN_LABELS = { dashboard: 'backToDashboard', results: 'backToResults' } as const;

/** Check answers (spec): the score, a numbered answer map, and every question with its key and explanation. */
export function CheckAnswersScreen(props: CheckAnswersScreenProps) {
  const t = useCheckAnswersText();
  const [params] = useSearchParams();
  // A review opened from the dashboard or All Results goes back there.
  const from = params.get(REVIEW_FROM_PARAM);
  const backTo = isReviewOrigin(from) ? REVIEW_ORIGINS[from] : (props.backTo ?? '/menu/tests');
  const back = isReviewOrigin(from) ? t(ORIGIN_LABELS[from]) : (props.backLabel ?? t('backToTests'));
  const reportId = params.get('reportId') ?? storedReportId();
  const report = useReport(reportId);
  usePageTitle(report.data ? `${t('title')}: ${report.data.test.test_name}` : t('title'));
  if (!reportId) return <Alert kind="info">{t('noReport')}</Alert>;
  if (report.isPending) return <Skeleton height="30rem" radius="lg" />;
  if (report.isError) {
    // Viewing a result needs an active plan too (spec section 5).
    if (report.error instanceof ApiError && report.error.status === 402) return <Redirect to={PLAN_REQUIRED_PATH} />;
    return (
      <Alert kind="error">
        {report.error.message} <Link to={backTo}>{back}</Link>
      </Alert>
    );
  }
  return <Review report={report.data} pastResult={params.get('viewScore') === 'true'} backTo={backTo} backLabel={back} />;
}

function Review({ report, pastResult, backTo, backLabel }: { report: Report; pastResult: boolean; backTo: string; backLabel: string }) {
  const t = useCheckAnswersText();
  const { features } = useTenant();
  const language = useLanguage();
  const tickets = features.tickets;
  const [index, setIndex] = useState(0);
  const questions = report.test.questions_reference;
  const total = questions.length;
  const go = (i: number) => setIndex(Math.min(Math.max(i, 0), total - 1));
  const { minutes, seconds } = splitMinutesSeconds(report.timeTaken);
  const statusLabel = (status: Status) => t(status.toLowerCase());

  return (
    <Layout>
      <Summary aria-labelledby="summary-heading">
        <div>
          {pastResult ? <Eyebrow>{t('pastResult')}</Eyebrow> : null}
          <h1 id="summary-heading">{report.test.test_name}</h1>
          <Muted>{formatDate(report.createdAt, 'long', language)}</Muted>
        </div>
        <Figures>
          <Figure>
            <dt>{t('score')}</dt>
            <dd>{t('scoreValue', { correct: formatNumber(report.correct_answers, language), total: formatNumber(report.total, language) })}</dd>
          </Figure>
          <Figure>
            <dt>{t('percentage')}</dt>
            <dd>{formatPercent(report.percentage, language, 'exactly2')}</dd>
          </Figure>
          <Figure>
            <dt>{t('performance')}</dt>
            {/* The spec's Performance is the report's confidence: from the answers whose confidence the learner chose, and it says so. */}
            <dd>{report.confidenceAnswers > 0 ? formatPercent(report.confidence, language, 'exactly2') : '–'}</dd>
            <Note>{t(report.confidenceAnswers > 0 ? 'performanceChosenOnly' : 'performanceNoneChosen')}</Note>
          </Figure>
          <Figure>
            <dt>{t('timeTaken')}</dt>
            <dd>{t('timeValue', { minutes: formatNumber(Number(minutes), language, 0), seconds: formatTwoDigits(Number(seconds), language) })}</dd>
          </Figure>
        </Figures>
        {report.closedBy !== 'learner' ? <Alert kind="info">{t(report.closedBy === 'late' ? 'closedByLate' : 'closedByServer')}</Alert> : null}
        <Counts>
          <Count $status="Correct">{`${t('correct')}: ${formatNumber(report.correct_answers, language)}`}</Count>
          <Count $status="Partial">{`${t('partial')}: ${formatNumber(report.partial_answers, language)}`}</Count>
          <Count $status="Wrong">{`${t('wrong')}: ${formatNumber(report.wrong_answers, language)}`}</Count>
          <span>{`${t('attempted')}: ${formatNumber(report.attempt, language)} / ${formatNumber(report.total, language)}`}</span>
        </Counts>
      </Summary>

      <Map aria-labelledby="map-heading">
        <h2 id="map-heading">{t('map')}</h2>
        <ol>
          {report.answers.map((answer, i) => (
            <li key={answer.question}>
              <Cell
                type="button"
                $status={answer.status}
                $current={i === index}
                aria-current={i === index ? 'step' : undefined}
                aria-label={t('mapItem', {
                  n: i + 1,
                  status: [statusLabel(answer.status), answer.flag ? t('flagged') : null].filter(Boolean).join(t('listSeparator', { ns: 'common' })),
                })}
                onClick={() => go(i)}
              >
                {i + 1}
                {answer.flag ? <FlagMark aria-hidden="true">⚑</FlagMark> : null}
              </Cell>
            </li>
          ))}
        </ol>
      </Map>

      <Question aria-labelledby="reviewed-heading">
        <Head>
          <h2 id="reviewed-heading">{t('question', { n: index + 1, total })}</h2>
          <Count $status={report.answers[index]!.status}>{statusLabel(report.answers[index]!.status)}</Count>
        </Head>
        <ReviewedQuestion key={index} question={questions[index]!} answer={report.answers[index]!} />
        <Nav>
          <Button variant="ghost" onClick={() => go(0)} disabled={index === 0}>
            {t('first')}
          </Button>
          <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
            {t('previous')}
          </Button>
          <Button variant="secondary" onClick={() => go(index + 1)} disabled={index === total - 1}>
            {t('next')}
          </Button>
          <Button variant="ghost" onClick={() => go(total - 1)} disabled={index === total - 1}>
            {t('last')}
          </Button>
        </Nav>
        {tickets ? (
          <ReportLink
            to={NEW_TICKET_PATH}
            state={{
              prefill: {
                subject: t('report.subject', { n: index + 1, test: report.test.test_name }).slice(0, 200),
                description: t('report.description', { n: index + 1, test: report.test.test_name, question: questionQuote(questions[index]!.question) }),
              } satisfies TicketPrefill,
            }}
          >
            <MessageIcon size={18} />
            {t('report.link')}
          </ReportLink>
        ) : null}
      </Question>
      <div>
        <ButtonLink to={backTo} variant="secondary">
          {backLabel}
        </ButtonLink>
      </div>
    </Layout>
  );
}

const ReportLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  justify-self: start;
  min-height: ${({ theme }) => theme.layout.control};
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 64rem;
`;

const Summary = styled(Panel)`
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; overflow-wrap: anywhere; }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, 1fr); }
`;

const Figure = styled.div`
  dt { color: ${({ theme }) => theme.color.text.muted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text.heading};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A figure's second description: what it is made of, in small muted text. */
const Note = styled.dd`
  && {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const statusColour = (status: Status) => (status === 'Correct' ? 'correct' : status === 'Partial' ? 'partial' : 'wrong');

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Count = styled.span<{ $status: Status }>`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $status }) => theme.color.answer[statusColour($status)]};
  color: ${({ theme }) => theme.color.status.onStatus};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Map = styled(Card).attrs({ as: 'nav', $padding: 'md', $shadow: 'none' })`
  h2 { font-size: ${({ theme }) => theme.font.size.md}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.layout.control}, 1fr));
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Cell = styled.button<{ $status: Status; $current: boolean }>`
  position: relative;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.control};
  border: 3px solid ${({ theme, $current }) => ($current ? theme.color.text.heading : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $status }) => theme.color.answer[statusColour($status)]};
  color: ${({ theme }) => theme.color.status.onStatus};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
`;

const FlagMark = styled.span`
  position: absolute;
  top: 0;
  inset-inline-end: 3px;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Question = styled(Panel)``;

const Nav = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, auto); justify-content: space-between; }
`;
