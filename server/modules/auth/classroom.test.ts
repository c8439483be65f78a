import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALPHA, client, PASSWORD, registration } from '../../../tests/support/accounts.ts';
import { startMailingApp, stopMailingApp } from '../../../tests/support/mailing-app.ts';
import type { SmtpSink } from '../../../tests/support/smtp-sink.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';

/** A school or hospital: every learner's traffic comes from one public address. */
const SCHOOL = { 'x-forwarded-for': '192.0.2.44' };

describeEachDatabase('a classroom behind one address on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => ({ t, sink } = await startMailingApp(kind, { TRUST_PROXY: 'true' })));
  afterAll(() => stopMailingApp({ t, sink }));

  // Ten learners at a time, so no single test runs long on a busy machine.
  it.each([0, 10, 20, 30, 40, 50].map((from) => ({ from, to: from + 9 })))(
    'learners $from to $to register, verify and sign in (sixty in ten minutes, one address)',
    async ({ from }) => {
      const api = client(t, ALPHA);
      for (let i = from; i < from + 10; i++) {
        const email = `pupil${i}@school.example`;
        const mark = sink.mark();
        const registered = await api.post('/api/user/register', registration(email), SCHOOL);
        expect(registered.statusCode, `register ${i}`).toBe(201);
        const signUp = registered.json().registration;
        const otp = await sink.codeFor(email, /verification/, mark);
        // A typo in the code, and in the password, now and then, as a class would make.
        if (i % 10 === 0)
          expect((await api.post('/api/user/verify-email', { email, otp: otp === '0000' ? '1111' : '0000', registration: signUp }, SCHOOL)).statusCode).toBe(
            400,
          );
        expect((await api.post('/api/user/verify-email', { email, otp, registration: signUp }, SCHOOL)).statusCode, `verify ${i}`).toBe(200);
        if (i % 5 === 0) expect((await api.post('/api/user/login', { email, password: 'Not-Quite-Right-1', host: ALPHA }, SCHOOL)).statusCode).toBe(401);
        expect((await api.post('/api/user/login', { email, password: PASSWORD, host: ALPHA }, SCHOOL)).statusCode, `sign in ${i}`).toBe(200);
        t.clock.advance(10_000);
      }
    },
  );

  it('still stops someone in the room guessing passwords', async () => {
    const api = client(t, ALPHA);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await api.post('/api/user/login', { email: `pupil${i}@school.example`, password: `Guess-${i}-abc`, host: ALPHA }, SCHOOL)).statusCode);
    // The class's own typos (12) count too: the network reaches its 60 failures part-way through.
    expect(statuses.slice(0, 48).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(48).every((s) => s === 429)).toBe(true);
  });
});
