import type { TestApp } from './test-app.ts';
import type { SmtpSink } from './smtp-sink.ts';

export const PASSWORD = 'Revision-Rota-2026!';
export const ALPHA = 'alpha.localhost';
export const BETA = 'beta.localhost';

type Payload = Record<string, unknown>;

/** Requests as a browser on `host` makes them. */
export function client(t: TestApp, host: string, token?: string) {
  const headers = (extra: Record<string, string> = {}) => ({ host: `${host}:3000`, ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra });
  return {
    post: (url: string, payload: Payload, extra?: Record<string, string>) => t.app.inject({ method: 'POST', url, payload, headers: headers(extra) }),
    get: (url: string, extra?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: headers(extra) }),
    inject: t.app.inject.bind(t.app),
    headers,
  };
}

export function registration(email: string, host = ALPHA, overrides: Payload = {}): Payload {
  return { first_name: 'Priya', last_name: 'Shah', dob: '1998-04-12', mobile: '+447400123456', subdomain: host, email, password: PASSWORD, ...overrides };
}

/** Registers, reads the code from the delivered mail, verifies: a signed-in learner. */
export async function signUp(t: TestApp, sink: SmtpSink, email: string, host = ALPHA, password = PASSWORD) {
  const api = client(t, host);
  const mark = sink.mark();
  const registered = await api.post('/api/user/register', registration(email, host, { password }));
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const otp = await sink.codeFor(email, /verification code/, mark);
  const verified = await api.post('/api/user/verify-email', { email, otp, registration: registered.json().registration });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return verified.json() as { token: string; refreshToken: string; user: { _id: string; first_name: string; profile_url: string } };
}
