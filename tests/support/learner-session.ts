import http from 'node:http';
import { registration } from './accounts.ts';
import type { SmtpSink } from './smtp-sink.ts';

export interface LearnerSession {
  token: string;
  refreshToken: string;
  user: Record<string, unknown> & { _id: string };
  /** A test the learner may open: the provider's newest Active one (or its shortest, when asked). */
  testId: string;
}

interface ListedTest {
  _id: string;
  number_of_questions: number;
}

type Call = (path: string, init?: { method?: string; body?: unknown; token?: string; form?: boolean }) => Promise<unknown>;

/** Calls the running server as a browser on `host` does (the Host header picks the provider; fetch would not send it). */
export function caller(base: string, host: string): Call {
  return (path, init = {}) =>
    new Promise((resolve, reject) => {
      const body = init.form ? '' : init.body === undefined ? undefined : JSON.stringify(init.body);
      const headers: Record<string, string> = { host, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
      if (body !== undefined) headers['content-type'] = init.form ? 'application/x-www-form-urlencoded' : 'application/json';
      const request = http.request(`${base}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if ((response.statusCode ?? 500) >= 400) return reject(new Error(`${path}: ${response.statusCode} ${text}`));
          resolve(text && response.headers['content-type']?.includes('json') ? JSON.parse(text) : text);
        });
      });
      request.on('error', reject);
      request.end(body);
    });
}

/**
 * A signed-in learner of the provider on `host`, made the way a learner makes one (register, the
 * emailed code, verify), with a plan bought in the payment sandbox when the platform is Paid.
 */
export async function learnerSession(
  base: string,
  host: string,
  mail: SmtpSink,
  options: { test?: 'newest' | 'shortest'; emailPrefix?: string } = {},
): Promise<LearnerSession> {
  const call = caller(base, host);
  const hostname = host.split(':')[0]!;
  const email = `${options.emailPrefix ?? 'lighthouse'}-${Date.now().toString(36)}@example.com`;
  const manifest = (await call('/api/tenant/manifest')) as { subdomainId: string; platformType: 'Free' | 'Paid' };
  const mark = mail.mark();
  const signUp = (await call('/api/user/register', { body: registration(email, hostname) })) as { registration: string };
  const otp = await mail.codeFor(email, /verification code/, mark);
  const session = (await call('/api/user/verify-email', { body: { email, otp, registration: signUp.registration } })) as Omit<LearnerSession, 'testId'>;

  if (manifest.platformType === 'Paid') {
    const { subDomain } = (await call(`/api/plans/get-plans?subdomain=${manifest.subdomainId}`)) as {
      subDomain: { plans: Array<{ _id: string; price: number; validity: string }> };
    };
    const plan = subDomain.plans[0]!;
    const checkout = (await call('/api/payment/create-checkout-session', {
      token: session.token,
      body: {
        price: plan.price,
        plan_type: plan.validity,
        planId: plan._id,
        subdomain: manifest.subdomainId,
        userId: session.user._id,
        redirect_url: `http://${host}`,
      },
    })) as { url: string };
    // The sandbox page's Pay button: a form with no fields.
    await call(`${new URL(checkout.url, `http://${host}`).pathname}/pay`, { method: 'POST', form: true });
  }

  const { tests } = (await call(`/api/test/get-tests?subdomain_reference=${manifest.subdomainId}`, { token: session.token })) as { tests: ListedTest[] };
  if (!tests[0]) throw new Error(`${host} has no Active test`);
  const test = options.test === 'shortest' ? tests.reduce((a, b) => (b.number_of_questions < a.number_of_questions ? b : a)) : tests[0];
  return { ...session, testId: test._id };
}

/**
 * Submits the learner's attempt of their test (the one the browser opened, or a new one) with the
 * first option of every question (and alternating true and false parts): returns the report id.
 */
export async function submitFirstOptions(base: string, host: string, session: LearnerSession): Promise<string> {
  const call = caller(base, host);
  const { test } = (await call(`/api/test/get-test/${session.testId}`, { token: session.token })) as {
    test: { questions_reference: Array<{ _id: string; sub_questions: unknown[] }> };
  };
  const response = test.questions_reference.map((q) => ({
    question: q._id,
    comment: 'THINK SO',
    flag: false,
    selected: q.sub_questions.length ? q.sub_questions.map((_, i) => (i % 2 ? 'false' : 'true')) : [0],
    notes: '',
  }));
  const submitted = (await call(`/api/test/submit-test/${session.testId}`, { token: session.token, body: { response, timeTaken: 1.3 } })) as {
    reportcard: string;
  };
  return submitted.reportcard;
}

/**
 * Runs in the page (pass it to page.evaluate with the session): stores the session as the app
 * keeps it after sign-in (its own storage keys), so the members' pages open signed in.
 */
export function storeSession(s: Pick<LearnerSession, 'token' | 'refreshToken' | 'user'>): void {
  // This file is type-checked without the DOM's types.
  const localStorage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
  const user = s.user as { _id: string; first_name: string; last_name: string; profile_url: string; mobile: string };
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('id', user._id);
  localStorage.setItem('name', `${user.first_name} ${user.last_name}`);
  localStorage.setItem('profile', user.profile_url);
  localStorage.setItem('mobile', user.mobile);
  localStorage.setItem('token', s.token);
  localStorage.setItem('refreshToken', s.refreshToken);
}
