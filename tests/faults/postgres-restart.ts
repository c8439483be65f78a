import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { reports } from '../../server/db/schema/attempts.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { bodyOf, signUpLearner, type LearnerClient, type Outcome } from './learner-client.ts';
import { startOwnPostgres } from './own-postgres.ts';
import { sleep, untilOk, type ScenarioResult } from './scenario.ts';
import { startServerProcess } from './server-process.ts';
import { openTest, pickQuiz } from './test-of-choice.ts';

interface SavedAnswer {
  selectedOption: number | null;
  selectedOptions: number[];
  selected: Array<boolean | null>;
  questionFlagged: boolean;
  confidence: string;
  note: string;
}

/**
 * PostgreSQL stops mid-test for `downMs` while a learner keeps answering and autosaving every
 * quarter second (keeping unsaved answers and sending the latest on the next save, as the web
 * app does). Saves during the outage must fail cleanly (503), the server must reconnect by
 * itself, and at the end the server must hold every answer; a double submit stores one report.
 */
export async function preparePostgresRestart() {
  const sink = await startSmtpSink();
  const postgres = await startOwnPostgres();
  const cleanup = async () => {
    await server?.dispose();
    await sink.close();
    postgres.stop();
  };
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    server = await startServerProcess({ env: { DATABASE_URL: postgres.url, SMTP_URL: sink.url, PASSWORD_HASH_COST: '10' } });
    const running = server;
    const { client, email } = await signUpLearner(() => running.base, sink, 1, 'pg-restart');
    const quiz = await pickQuiz(client, 3);
    const questions = await openTest(client, quiz);
    return { run: (timing: { answerForMs: number; downMs: number }) => runPostgresRestart({ ...timing, postgres, client, email, quiz, questions }), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

interface Prepared {
  answerForMs: number;
  downMs: number;
  postgres: Awaited<ReturnType<typeof startOwnPostgres>>;
  client: LearnerClient;
  email: string;
  quiz: string;
  questions: Awaited<ReturnType<typeof openTest>>;
}

async function runPostgresRestart({ answerForMs, downMs, postgres, client, email, quiz, questions }: Prepared): Promise<ScenarioResult> {
  const answers: SavedAnswer[] = questions.map((q) => ({
    selectedOption: null,
    selectedOptions: [],
    selected: q.question_type === 'Sub Questions' ? q.sub_questions.map(() => null) : [],
    questionFlagged: false,
    confidence: 'I KNOW IT',
    note: '',
  }));
  const statuses: Array<Outcome['status']> = [];
  let step = 0;
  const answerOne = () => {
    const i = step % questions.length;
    const q = questions[i]!;
    const pick = Math.floor(step / questions.length) + i;
    answers[i] =
      q.question_type === 'Sub Questions'
        ? { ...answers[i]!, selected: q.sub_questions.map((_, p) => (p + pick) % 2 === 0), note: `step ${step}` }
        : q.question_type === 'Multiple Choice Question'
          ? { ...answers[i]!, selectedOptions: [pick % q.options.length], note: `step ${step}` }
          : { ...answers[i]!, selectedOption: pick % q.options.length, note: `step ${step}` };
    step += 1;
  };
  const save = () => client.put(`/api/test/save-progress/${quiz}`, { answers: structuredClone(answers), currentQuestion: step % questions.length });

  // Answer and save, through the outage.
  const started = performance.now();
  const outage = sleep(answerForMs / 3).then(() => postgres.restart(downMs));
  while (performance.now() - started < answerForMs) {
    answerOne();
    statuses.push((await save()).status);
    await sleep(250);
  }
  await outage;
  const last = await untilOk(save);
  statuses.push(last.result.status);
  const health = await client.get('/api/health');

  // The server holds the latest answers.
  const resumed = await client.get(`/api/test/get-test/${quiz}`);
  const held = ((bodyOf(resumed) as { attempt?: { progress: { answers: SavedAnswer[] } | null } }).attempt?.progress?.answers ?? []) as SavedAnswer[];
  const lost = answers.filter((a, i) => !isDeepStrictEqual(held[i], a)).length;

  // A double-clicked submit: two at once.
  const submission = {
    timeTaken: 1,
    response: answers.map((a, i) => ({
      comment: a.confidence,
      flag: a.questionFlagged,
      notes: a.note,
      selected:
        questions[i]!.question_type === 'Sub Questions'
          ? a.selected.map((v) => (v === null ? null : String(v)))
          : questions[i]!.question_type === 'Multiple Choice Question'
            ? a.selectedOptions
            : a.selectedOption === null
              ? []
              : [a.selectedOption],
    })),
  };
  const [one, two] = await Promise.all([client.post(`/api/test/submit-test/${quiz}`, submission), client.post(`/api/test/submit-test/${quiz}`, submission)]);
  const handle = await openDatabase({ url: postgres.url });
  const stored = await handle.db.select({ id: reports.id }).from(reports).innerJoin(users, eq(users.id, reports.userId)).where(eq(users.email, email));
  await handle.close();

  const failed = statuses.filter((s) => s !== 200);
  const unclean = failed.filter((s) => s !== 503);
  return {
    scenario: `PostgreSQL down ${Math.round(downMs / 1000)} s during a test, saving every 250 ms`,
    tries: statuses.length,
    retried: failed.length,
    lost: lost + (stored.length === 0 ? 1 : 0),
    doubled: Math.max(0, stored.length - 1),
    notes:
      `${failed.length} saves refused during the outage (${unclean.length ? `not cleanly: ${[...new Set(unclean)].join(', ')}` : 'all 503'}); ` +
      `health after: ${health.status}; double submit: ${one.status} and ${two.status}, same report: ${JSON.stringify(one) === JSON.stringify(two)}`,
  };
}

/** The whole scenario: prepare, run, clean up. */
export async function postgresRestart(timing: { answerForMs: number; downMs: number }): Promise<ScenarioResult> {
  const prepared = await preparePostgresRestart();
  try {
    return await prepared.run(timing);
  } finally {
    await prepared.cleanup();
  }
}
