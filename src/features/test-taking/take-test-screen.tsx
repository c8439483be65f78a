import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { PLAN_REQUIRED_PATH } from '../../lib/membership-links';
import { formatDate } from '../../tenant/intl-format';
import { useTenant } from '../../tenant/tenant-context';
import { useLanguage } from '../../i18n/use-language';
import { usePageTitle } from '../../tenant/use-page-title';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Redirect } from '../../ui/redirect';
import { Spinner } from '../../ui/spinner';
import { useOpenTest, type Mode, type OpenedTest } from './api/get-test';
import { saveProgress } from './api/save-progress';
import { useSubmitTest } from './api/submit-test';
import { CalculatorPanel } from './components/calculator-panel';
import { NotesDialog } from './components/notes-dialog';
import { QuestionPalette } from './components/question-palette';
import { QuestionCard } from './components/question-card';
import { ShortcutsDialog } from './components/shortcuts-dialog';
import { SubmitDialog } from './components/submit-dialog';
import { TakeTestHeader } from './components/take-test-header';
import { TakeTestPlaceholder } from './components/take-test-placeholder';
import { TutorQuestion } from './components/tutor-question';
import { Body, Layout, Side } from './components/take-test-layout';
import { isAttempted, toSubmission, type QuestionState } from './lib/answer-state';
import { elapsedForSubmit } from './lib/format';
import { clearLocalAttempt, readLocalAttempt, storeReportId, writeLocalAttempt, writeTimer } from './lib/local-attempt';
import { resumeAttempt } from './lib/resume';
import { hasChoice, withConfirmed, withConfirmedAnswers } from './lib/tutor-state';
import { useCountdown } from './lib/use-countdown';
import { useAutosave } from './lib/use-autosave';
import { useLeftWindow } from './lib/use-left-window';
import { useOnline } from './lib/use-online';
import { useTestKeys } from './lib/use-test-keys';
import { useTakeTestText } from './lib/use-take-test-text';
import { useTutor } from './lib/use-tutor';
import type { TutorFeedback } from './api/answer-question';

interface TakeTestScreenProps {
  mode?: Mode;
  /** The test to take. Default the route's testID. */
  testId?: string;
  /** Where to go after submitting, before ?reportId= (practice and custom modes). Default the mode's check-answers/{testId}. */
  reviewPath?: string;
}

/** Where each mode's tests are listed (the way back) and reviewed. */
const HOME: Record<Mode, string> = { practice: '/menu/tests', recharge: '/menu/tests', custom: '/menu/create-test' };
const REVIEW: Record<Mode, string> = {
  practice: '/menu/tests/check-answers',
  recharge: '/menu/tests/check-answers',
  custom: '/menu/create-test/check-answers',
};

/**
 * Take test (spec): one question at a time against the server's countdown; nothing is ever lost.
 * A tutor-mode test (attempt.tutor present) is untimed: each answer is checked on its own, then final.
 */
export function TakeTestScreen({ mode = 'practice', testId, reviewPath }: TakeTestScreenProps) {
  const { testID: routeTestId = '' } = useParams();
  const testID = testId ?? routeTestId;
  const t = useTakeTestText();
  const opened = useOpenTest(testID, mode);
  if (opened.isPending) return <TakeTestPlaceholder />;
  if (opened.isError) {
    // No active plan: Membership says why and offers the plans.
    if (opened.error instanceof ApiError && opened.error.status === 402) return <Redirect to={PLAN_REQUIRED_PATH} />;
    return (
      <Alert kind="error">
        {opened.error.message} <Link to={HOME[mode]}>{t('testName')}</Link>
      </Alert>
    );
  }
  // A new attempt (another startedAt) starts a fresh screen state.
  return (
    <Attempt
      key={opened.data.attempt.startedAt}
      opened={opened.data}
      receivedAt={opened.dataUpdatedAt}
      testId={testID}
      mode={mode}
      reviewPath={reviewPath ?? `${REVIEW[mode]}/${testID}`}
    />
  );
}

function Attempt({ opened, receivedAt, testId, mode, reviewPath }: { opened: OpenedTest; receivedAt: number; testId: string; mode: Mode; reviewPath: string }) {
  const t = useTakeTestText();
  const tenant = useTenant();
  const language = useLanguage();
  const navigate = useNavigate();
  const { test, attempt } = opened;
  const questions = test.questions_reference;
  const resumed = useMemo(
    () => resumeAttempt(questions, attempt.startedAt, attempt.progress, readLocalAttempt(testId, mode)),
    [questions, attempt, testId, mode],
  );
  // In tutor mode the answers confirmed before are final: they win over any saved progress.
  const [answers, setAnswers] = useState<QuestionState[]>(() => withConfirmedAnswers(questions, resumed.answers, attempt.tutor));
  const [current, setCurrent] = useState(resumed.currentQuestion);
  const [confirming, setConfirming] = useState(false);
  const [tool, setTool] = useState<'notes' | null>(null);
  // Not modal: the calculator stays open beside the question, across questions, until closed.
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [awayWarning, dismissAwayWarning] = useLeftWindow();
  const [finished, setFinished] = useState(false);
  const [rechargeReport, setRechargeReport] = useState<string | null>(null);
  const online = useOnline();
  const secondsLeft = useCountdown(attempt.deadline, attempt.serverTime, receivedAt);
  const submit = useSubmitTest(testId, mode);
  usePageTitle(test.test_name);
  const tutorMode = attempt.tutor !== undefined;
  const onConfirmed = useCallback(
    ({ position, answer }: TutorFeedback) => setAnswers((all) => all.map((s, i) => (i === position ? withConfirmed(questions[i]!, s, answer) : s))),
    [questions],
  );
  const tutor = useTutor(testId, attempt.tutor ?? [], onConfirmed);
  const confirmAnswer = tutor.confirm;

  const question = questions[current]!;
  const state = answers[current]!;
  const attempted = questions.filter((q, i) => isAttempted(q, answers[i]!)).length;
  const missing = questions.length - attempted;
  const last = current === questions.length - 1;
  const elapsed = test.duration_in_mins * 60 - secondsLeft;
  const feedback = tutor.feedback.get(current);
  const confirmation = tutor.confirming.get(current);
  const confirmCurrent = useCallback(() => {
    if (!feedback && confirmation?.state !== 'sending' && hasChoice(state)) confirmAnswer(current, question, state);
  }, [feedback, confirmation, state, confirmAnswer, current, question]);

  // Every change is on this device at once (the spec's per-test storage)...
  useEffect(() => {
    writeLocalAttempt(testId, mode, { startedAt: attempt.startedAt, answers, currentQuestion: current, savedAt: new Date().toISOString() });
  }, [answers, current, testId, mode, attempt.startedAt]);
  useEffect(() => writeTimer(testId, mode, secondsLeft), [secondsLeft, testId, mode]);
  // ...and on the server within two seconds.
  const save = useCallback((a: QuestionState[], at: number) => saveProgress(testId, mode, { answers: a, currentQuestion: at }), [testId, mode]);
  const autosave = useAutosave({ answers, currentQuestion: current, save, initiallySaved: resumed.unsynced ? null : resumed.answers, enabled: !finished });

  // A double click fires twice before React re-renders: the ref, not the query state, stops the second.
  const sending = useRef(false);
  const finish = useCallback(
    (timedOut: boolean) => {
      if (sending.current || finished) return;
      sending.current = true;
      submit.mutate(
        { response: questions.map((q, i) => toSubmission(q, answers[i]!)), timeTaken: elapsedForSubmit(elapsed, test.duration_in_mins, timedOut) },
        {
          onSuccess: ({ reportcard }) => {
            setFinished(true);
            storeReportId(reportcard);
            clearLocalAttempt(testId, mode);
            // Recharge (spec): a dialog confirms the submission; its Check Score opens the recharge review.
            if (mode === 'recharge') return setRechargeReport(reportcard);
            void navigate(`${reviewPath}?reportId=${reportcard}`, { replace: true });
          },
          // The spec: a failed submit is handled silently; the answers stay here and on the server.
          onError: () => void (sending.current = false),
          onSettled: () => setConfirming(false),
        },
      );
    },
    [submit, finished, elapsed, test.duration_in_mins, questions, answers, testId, mode, navigate, reviewPath],
  );

  // Time up: submit whatever is answered (the server accepts it, time capped). A tutor-mode test's clock only informs.
  const timeUp = !tutorMode && secondsLeft === 0;
  useEffect(() => {
    if (timeUp) finish(true);
  }, [timeUp, finish]);

  const update = useCallback((next: QuestionState) => setAnswers((all) => all.map((s, i) => (i === current ? next : s))), [current]);
  const go = useCallback((index: number) => setCurrent(Math.min(Math.max(index, 0), questions.length - 1)), [questions.length]);

  // On moving to another question (Next, Previous, the palette, the arrow keys) its stem would open
  // wherever the last one was scrolled to: go to its top and put focus on its heading, which screen
  // readers then read ("Question 2 of 40"). Not on opening the test: focus stays where the page put it.
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current);
  // A layout effect: the scroll is done before the browser paints the new question or takes the next
  // click, so nothing the learner aims at moves under them.
  useLayoutEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    // At once, not the page's smooth scrolling: a new question opens, the old one does not glide away.
    heading.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [current]);

  const [shortcuts, setShortcuts] = useState(false);
  const openShortcuts = useCallback(() => setShortcuts(true), []);
  const leaveAnswers = useCallback(() => heading.current?.focus(), []);
  useTestKeys({
    enabled: !confirming && !tool && !awayWarning && !shortcuts,
    question,
    state,
    current,
    go,
    update,
    onHelp: openShortcuts,
    leaveAnswers,
    locked: tutorMode && (feedback !== undefined || confirmation?.state === 'sending'),
    onConfirm: tutorMode ? confirmCurrent : undefined,
  });

  return (
    <Layout>
      <TakeTestHeader
        title={t('title', { name: tenant.name })}
        date={formatDate(new Date(), 'weekday', language)}
        missing={missing}
        attempted={attempted}
        secondsLeft={secondsLeft}
        elapsed={tutorMode ? elapsed : undefined}
        allottedMinutes={test.duration_in_mins}
        saveStatus={autosave.status}
        counter={t('counter', { n: current + 1, total: questions.length })}
        notice={!online ? <Alert kind="info">{t('offline')}</Alert> : null}
      />
      {timeUp ? <Alert kind="info">{t('timeUp')}</Alert> : null}
      {submit.isPending ? (
        <Alert kind="info">
          <Spinner size="sm" label={t('submitting')} /> {online ? t('submitting') : t('waitingToSubmit')}
        </Alert>
      ) : null}
      <Body>
        <QuestionCard
          question={question}
          state={state}
          counter={t('counter', { n: current + 1, total: questions.length })}
          first={current === 0}
          last={last}
          savedText={autosave.isSaved(current) ? t('save.questionSaved') : online ? t('save.questionSaving') : t('save.questionOffline')}
          features={tenant.features}
          onChange={update}
          onPrevious={() => go(current - 1)}
          onNext={() => go(current + 1)}
          onSubmit={() => setConfirming(true)}
          onTool={(which) => (which === 'calculator' ? setCalculatorOpen((open) => !open) : setTool(which))}
          calculatorOpen={calculatorOpen}
          onShortcuts={openShortcuts}
          headingRef={heading}
          answers={
            tutorMode ? (
              <TutorQuestion
                key={current}
                question={question}
                state={state}
                feedback={feedback}
                confirming={confirmation}
                onChange={update}
                onConfirm={confirmCurrent}
              />
            ) : undefined
          }
        />
        <Side>
          <QuestionPalette questions={questions} answers={answers} current={current} onGo={go} />
          {calculatorOpen ? <CalculatorPanel onClose={() => setCalculatorOpen(false)} /> : null}
        </Side>
      </Body>

      <SubmitDialog open={confirming} missing={missing} submitting={submit.isPending} onClose={() => setConfirming(false)} onSubmit={() => finish(false)} />

      <ShortcutsDialog open={shortcuts} onClose={() => setShortcuts(false)} tutor={tutorMode} />

      <NotesDialog
        open={tool === 'notes'}
        questionNumber={current + 1}
        note={state.note}
        onChange={(note) => update({ ...state, note })}
        onClose={() => setTool(null)}
      />

      <Dialog
        open={rechargeReport !== null}
        onClose={() => undefined}
        dismissible={false}
        title={t('rechargeDone.title')}
        actions={
          <ButtonLink to={`/menu/recharge/check-answers/${testId}?reportId=${rechargeReport ?? ''}`} replace>
            {t('rechargeDone.checkScore')}
          </ButtonLink>
        }
      />

      <Dialog open={awayWarning} onClose={dismissAwayWarning} title={t('focus.title')} actions={<Button onClick={dismissAwayWarning}>{t('focus.ok')}</Button>}>
        <p>{t('focus.body')}</p>
      </Dialog>
    </Layout>
  );
}
