import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations } from '../../server/app.ts';
import { TOO_DEEP } from '../../server/http/json-depth.ts';
import { readOpenApi } from '../../server/http/openapi-document.ts';
import { UNSAFE_TEXT } from '../../server/http/unsafe-strings.ts';
import { PASSWORD, registration } from '../support/accounts.ts';
import { learner } from '../support/learners.ts';
import { staffMember } from '../support/staff.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { refusal } from '../support/refusal.ts';

const HOST = 'alpha.localhost:3000';
const COMMON = 'password123';
const COMMON_REFUSED = 'password: is one of the most common passwords, so choose one that is harder to guess';
const doc = readOpenApi();
const schemas = (doc.components as { schemas: Record<string, { properties?: Record<string, { $ref?: string }> }> }).schemas;

/**
 * The contract as a validator that follows JSON Schema 2020-12's default reads it: `format` is an
 * annotation, so only what the other keywords say is checked (a contract fuzzer may read it so).
 */
const formatsAsAnnotations = new Ajv2020({ strict: true, strictRequired: false, allowUnionTypes: true, validateFormats: false });
formatsAsAnnotations.addKeyword({ keyword: 'example' });
formatsAsAnnotations.addVocabulary(['openapi', 'info', 'jsonSchemaDialect', 'servers', 'paths', 'webhooks', 'components', 'security', 'tags', 'externalDocs']);
formatsAsAnnotations.addSchema({ ...doc, $id: 'openapi.json' });

/** The statuses under which an operation's "Errors:" paragraph mentions `field`, e.g. ['400']. */
function documentedStatuses(operationId: string, field: string): string[] {
  const op = Object.values(doc.paths as Record<string, Record<string, { operationId?: string; description?: string }>>)
    .flatMap((item) => Object.values(item))
    .find((o) => o.operationId === operationId)!;
  const errors = op.description!.slice(op.description!.indexOf('Errors:')).replace(/\s+/g, ' ');
  const statuses = new Set<string>();
  let status: string | undefined;
  for (const [, code, name] of errors.matchAll(/`(?:(\d{3})|([A-Za-z_]+))`/g)) {
    if (code) status = code;
    else if (name === field && status) statuses.add(status);
  }
  return [...statuses];
}

describe('the contract and the server say the same', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...headers } });
  const latestCode = async (email: string) => {
    await t.services.mailer.idle();
    // The outbox lists the newest first.
    const mail = t.services.outbox!.entries(t.idOf('alpha')).find((m) => m.to === email)!;
    return /Your code: (\d{4})/.exec(mail.text)![1]!;
  };

  it('refuses exactly the email addresses the contract refuses, even where format is only an annotation', async () => {
    const validLogin = formatsAsAnnotations.getSchema('openapi.json#/components/schemas/LoginRequest')!;
    const addresses = [
      'ada@example.com',
      'Ada.Lovelace+maths@mail.example.co.uk',
      "o'brien@example.ie",
      'ada@localhost',
      'ada@[192.0.2.1]',
      '"ada lovelace"@example.com',
      'ada.@example.com',
      'ada@-example.com',
      'ada@example.com.',
      'not an email',
    ];
    for (const email of addresses) {
      const login = { email, password: 'Not-The-Password-1', host: 'alpha.localhost' };
      const response = await post('/api/user/login', login);
      const serverRefusesEmail = response.statusCode === 400 && response.json().fields?.email === refusal('email: must be a valid email address').message;
      expect(serverRefusesEmail || response.statusCode === 401, `${email}: ${response.body}`).toBe(true);
      expect(
        !validLogin(login),
        `${email}: the contract ${serverRefusesEmail ? 'accepts' : 'refuses'} what the server ${serverRefusesEmail ? 'refuses' : 'accepts'}`,
      ).toBe(serverRefusesEmail);
    }
  });

  it('documents the common-password rule on every password the server checks against the list, and only there', async () => {
    const newPasswords = Object.entries(schemas).flatMap(([name, schema]) =>
      Object.entries(schema.properties ?? {})
        .filter(([, property]) => property.$ref === '#/components/schemas/NewPassword')
        .map(([property]) => `${name}.${property}`),
    );
    expect(newPasswords.sort()).toEqual(['ChangePasswordRequest.password', 'RegisterRequest.password', 'ResetPasswordRequest.password']);

    // And the server refuses a common password in each of them.
    const email = 'common-passwords@example.com';
    const registered = await post('/api/user/register', registration(email, 'alpha.localhost', { password: COMMON }));
    expect(registered.json()).toEqual(refusal(COMMON_REFUSED));
    const { registration: signUp } = (await post('/api/user/register', registration(email))).json();
    const { token } = (await post('/api/user/verify-email', { email, otp: await latestCode(email), registration: signUp })).json();
    const changed = await post(
      '/api/user/change-password',
      { old_password: PASSWORD, password: COMMON, confirm_password: COMMON },
      { authorization: `Bearer ${token}` },
    );
    expect(changed.json()).toEqual(refusal(COMMON_REFUSED));
    t.clock.advance(61_000); // one code a minute per email
    await post('/api/user/getotp-to-forgot-password', { email });
    const { resetToken } = (await post('/api/user/submitotp-to-forgot-password', { email, otp: await latestCode(email) })).json();
    const reset = await post('/api/user/reset-password', { email, password: COMMON, resetToken });
    expect(reset.json()).toEqual(refusal(COMMON_REFUSED));
  });

  it.each([
    ['loginUser', 'host', '/api/user/login', { email: 'ada@example.com', password: PASSWORD, host: 'beta.localhost' }],
    ['registerUser', 'subdomain', '/api/user/register', registration('other-host@example.com', 'beta.localhost')],
  ])("%s: another provider's host in `%s` is the status the contract documents for it", async (operationId, field, url, payload) => {
    const response = await post(url, payload);
    expect(response.json()).toEqual(refusal(`${field}: is not this site's address`));
    expect(documentedStatuses(operationId, field)).toEqual([String(response.statusCode)]);
  });

  it('states each rule for malformed requests once, in the words of the server', () => {
    const text = JSON.stringify(doc);
    const info = (doc.info as { description: string }).description.replace(/\s+/g, ' ');
    for (const rule of [
      UNSAFE_TEXT,
      TOO_DEEP,
      'must be at most 100 characters',
      'is not valid percent-encoding',
      'host: the Host header must be sent exactly once',
    ]) {
      expect(info, rule).toContain(rule);
    }
    // Once, for every string: not a pattern repeated on each field.
    expect(text.split('unpaired UTF-16 surrogate').length - 1).toBe(1);
  });

  it('applies the NUL and lone-surrogate rule to every JSON body field, at any depth', async () => {
    const learnerToken = (await learner(t, 'alpha')).token;
    const staffToken = (await staffMember(t, 'alpha')).token;
    for (const op of contractOperations().filter((o) => 'application/json' in (o.body?.content ?? {}))) {
      const url = op.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const token = op.path.startsWith('/api/staff/') ? staffToken : learnerToken;
      const headers = { host: HOST, ...(op.bearer ? { authorization: `Bearer ${token}` } : {}) };
      const response = await t.app.inject({ method: op.method, url, payload: { answers: [{ note: 'half a pair \ud83d' }] }, headers });
      expect(response.json(), op.operationId).toEqual(refusal(`answers[0].note: ${UNSAFE_TEXT}`));
    }
  });
});
