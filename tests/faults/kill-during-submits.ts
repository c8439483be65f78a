import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { reports } from '../../server/db/schema/attempts.ts';
import { users } from '../../server/db/schema/accounts.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { bodyOf, signUpLearner, type Outcome } from './learner-client.ts';
import { startOwnPostgres } from './own-postgres.ts';
import { inBatches, untilOk, type ScenarioResult } from './scenario.ts';
import { startServerProcess } from './server-process.ts';
import { openTest, pickQuiz, submissionFor } from './test-of-choice.ts';

/**
 * kill -9 of the server while `learners` submit at once, then a restart. Every submit that got a
 * 2xx must have exactly one report (the one it was told); every one that did not is retried by
 * its client, as the web app does, and must end with exactly one.
 */
export async function prepareKillDuringSubmits({
  learners,
  database,
  hashCost = '10',
}: {
  learners: number;
  database: 'pglite' | 'postgres';
  hashCost?: string;
}) {
  const sink = await startSmtpSink();
  const postgres = database === 'postgres' ? await startOwnPostgres() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-data-'));
  const server = await startServerProcess({
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', SMTP_URL: sink.url, PASSWORD_HASH_COST: hashCost },
  });
  const cleanup = async () => {
    await server.dispose();
    await sink.close();
    postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = () => server.base;
    const signedUp = await inBatches(
      Array.from({ length: learners }, (_, i) => i),
      8,
      (i) => signUpLearner(base, sink, i, `kill-${database}`),
    );
    const quiz = await pickQuiz(signedUp[0]!.client, 3);
    const bodies = await inBatches(signedUp, 8, async ({ client }, i) => submissionFor(await openTest(client, quiz), i));
    return { ...killSteps({ learners, database, server, postgres, dataDir, signedUp, quiz, bodies }), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

interface Prepared {
  learners: number;
  database: 'pglite' | 'postgres';
  server: Awaited<ReturnType<typeof startServerProcess>>;
  postgres: Awaited<ReturnType<typeof startOwnPostgres>> | undefined;
  dataDir: string;
  signedUp: Array<Awaited<ReturnType<typeof signUpLearner>>>;
  quiz: string;
  bodies: Array<ReturnType<typeof submissionFor>>;
}

/** The scenario in three steps (each bounded on its own): submit and crash, restart, retry and count. */
function killSteps({ learners, database, server, postgres, dataDir, signedUp, quiz, bodies }: Prepared) {
  let first: Outcome[] = [];

  return {
    /**
     * Two thirds submit at once; once a third of everyone has an answer, the server is killed
     * while the rest of that wave is in flight. The last third submit right after the kill, so
     * some submits always meet a dead server, however fast this machine answers the first wave.
     */
    async submitAndCrash(): Promise<void> {
      const firstWave = Math.ceil((learners * 2) / 3);
      let answered = 0;
      let crashing: Promise<void> | undefined;
      const submit = ({ client }: Prepared['signedUp'][number], i: number) => client.post(`/api/test/submit-test/${quiz}`, bodies[i]);
      const waveA = await Promise.all(
        signedUp.slice(0, firstWave).map(async (learner, i) => {
          const outcome = await submit(learner, i);
          if (outcome.status !== 'network' && ++answered >= Math.ceil(learners / 3)) crashing ??= server.crash();
          return outcome;
        }),
      );
      await (crashing ?? server.crash());
      const waveB = await Promise.all(signedUp.slice(firstWave).map((learner, i) => submit(learner, firstWave + i)));
      first = [...waveA, ...waveB];
    },

    restart: () => server.start(),

    /** Clients whose submit got no answer try again, as the web app does; then the database is counted. */
    async retryAndCount(): Promise<ScenarioResult> {
      let retried = 0;
      const finals = await Promise.all(
        signedUp.map(async ({ client }, i) => {
          const outcome = first[i]!;
          if (outcome.status !== 'network' && outcome.status < 500) return outcome;
          retried += 1;
          return (await untilOk(() => client.post(`/api/test/submit-test/${quiz}`, bodies[i]))).result;
        }),
      );
      await server.stop();
      const handle = await openDatabase({ url: postgres?.url, dataDir });
      try {
        const emails = signedUp.map((l) => l.email);
        const stored = await handle.db
          .select({ email: users.email, reportId: reports.id })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.userId))
          .where(inArray(users.email, emails));
        const reportsOf = (email: string) => stored.filter((s) => s.email === email).map((s) => s.reportId);
        const told = (i: number) => (finals[i]!.status === 200 ? String(bodyOf(finals[i]!).reportcard) : undefined);
        return {
          scenario: `kill -9 during ${learners} submits (${database === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
          tries: learners,
          retried,
          lost: signedUp.filter((l, i) => !reportsOf(l.email).includes(told(i) ?? '')).length,
          doubled: signedUp.filter((l) => reportsOf(l.email).length > 1).length,
          notes: `${first.filter((o) => o.status === 200).length} answered before the kill, ${retried} retried after the restart`,
        };
      } finally {
        await handle.close();
      }
    },
  };
}

/** The whole scenario: prepare, run, clean up. */
export async function killDuringSubmits(options: { learners: number; database: 'pglite' | 'postgres'; hashCost?: string }): Promise<ScenarioResult> {
  const prepared = await prepareKillDuringSubmits(options);
  try {
    await prepared.submitAndCrash();
    await prepared.restart();
    return await prepared.retryAndCount();
  } finally {
    await prepared.cleanup();
  }
}
