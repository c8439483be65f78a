import type { SmtpSink } from '../support/smtp-sink.ts';

export const PASSWORD = 'Faults-Password-2026!';

/** What a request came to: a status and body, or a network failure (the server was down or died mid-call). */
export type Outcome = { status: number; body: Record<string, unknown> } | { status: 'network'; error: string };

/** The body of an answer, empty for a network failure. */
export const bodyOf = (outcome: Outcome): Record<string, unknown> => ('body' in outcome ? outcome.body : {});

/**
 * A learner talking to a server over HTTP from an address of its own, as a browser would:
 * the server's DEFAULT_TENANT answers 127.0.0.1.
 */
export function learnerClient(base: () => string, address: string, token?: string) {
  async function call(method: string, url: string, body?: unknown): Promise<Outcome> {
    try {
      const response = await fetch(`${base()}${url}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    } catch (error) {
      return { status: 'network', error: (error as Error).message };
    }
  }
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    patch: (url: string, body: unknown) => call('PATCH', url, body),
  };
}

export type LearnerClient = ReturnType<typeof learnerClient>;

/** Registers a learner through the API, reads the emailed code from the sink and verifies: a signed-in client. */
export async function signUpLearner(
  base: () => string,
  sink: SmtpSink,
  n: number,
  tag: string,
): Promise<{ client: LearnerClient; email: string; token: string; refreshToken: string; address: string }> {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const email = `${tag}-${n}@faults.example`;
  const anonymous = learnerClient(base, address);
  const mark = sink.mark();
  const registered = await anonymous.post('/api/user/register', {
    first_name: 'Fault',
    last_name: `Learner ${n}`,
    dob: '1995-05-05',
    mobile: '+447400123456',
    subdomain: '127.0.0.1',
    email,
    password: PASSWORD,
  });
  if (registered.status !== 201) throw new Error(`register ${email}: ${JSON.stringify(registered)}`);
  const otp = await sink.codeFor(email, /verification code/, mark);
  const verified = await anonymous.post('/api/user/verify-email', { email, otp, registration: registered.body.registration });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${JSON.stringify(verified)}`);
  const token = String(verified.body.token);
  return { client: learnerClient(base, address, token), email, token, refreshToken: String(verified.body.refreshToken), address };
}
