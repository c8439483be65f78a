import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALPHA, client, registration } from '../../../tests/support/accounts.ts';
import { multipart } from '../../../tests/support/images.ts';
import { startMailingApp, stopMailingApp } from '../../../tests/support/mailing-app.ts';
import type { SmtpSink } from '../../../tests/support/smtp-sink.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { learner } from '../../../tests/support/learners.ts';
import { tempTenantsDir, writeTenant } from '../../../tests/support/tenant-fixtures.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { refusal } from '../../../tests/support/refusal.ts';

const details = { first_name: 'Layla', last_name: 'Haddad', mobile: '+447400654321', dob: '1997-11-03' };
const ARABIC = { 'accept-language': 'ar' };
const ENGLISH = { 'accept-language': 'en-GB' };
/** The sink decodes a long subject's encoded words with a space between them. */
const unspaced = (text: string) => text.replace(/ /g, '');

describeEachDatabase("the learner's language on %s", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let n = 0;
  const email = () => `language${++n}@example.com`;

  beforeAll(async () => {
    const dir = tempTenantsDir();
    writeTenant(dir, 'alpha', { manifest: { locale: 'en-GB', languages: ['en-GB', 'ar'] } });
    writeTenant(dir, 'beta', { platformType: 'Free' });
    ({ t, sink } = await startMailingApp(kind, {}, { tenantsDir: dir }));
  });
  afterAll(() => stopMailingApp({ t, sink }));

  /** Signs up through the mail with the request headers given; the code is read from the mail, in whatever language. */
  async function signUpIn(headers: Record<string, string>, address = email()) {
    const api = client(t, ALPHA);
    const mark = sink.mark();
    const registered = await api.post('/api/user/register', registration(address, ALPHA), headers);
    expect(registered.statusCode).toBe(201);
    const mail = await sink.waitFor(address, () => true, mark);
    const otp = /(\d{4})\s*$/.exec(mail.subject)![1]!;
    const verified = await api.post('/api/user/verify-email', { email: address, otp, registration: registered.json().registration }, headers);
    expect(verified.statusCode).toBe(200);
    return { address, mail, registered: registered.json(), ...(verified.json() as { token: string; user: { _id: string; language?: string | null } }) };
  }
  const update = (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const { payload, contentType } = multipart(fields);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      payload,
      headers: { host: ALPHA, authorization: `Bearer ${token}`, 'content-type': contentType, ...headers },
    });
  };

  it('answers errors in the request language, and en-GB exactly as before', async () => {
    const api = client(t, ALPHA);
    const arabic = await api.post('/api/user/login', { email: 'not-an-address', password: 'x' }, ARABIC);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual({
      message: 'العنوان مطلوب. البريد الإلكتروني يجب أن يكون عنوان بريد إلكتروني صالحًا.',
      fields: { host: 'العنوان مطلوب.', email: 'البريد الإلكتروني يجب أن يكون عنوان بريد إلكتروني صالحًا.' },
    });
    const english = await api.post('/api/user/login', { email: 'not-an-address', password: 'x' }, ENGLISH);
    expect(english.json().message).toBe(refusal('host: is required; email: must be a valid email address').message);
    const signedOut = await api.get('/api/user/get-profile', { ...ARABIC, authorization: 'Bearer nonsense' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('a sign-up in Arabic gets its code mail in Arabic and an account in Arabic', async () => {
    const { mail, registered, user, token } = await signUpIn(ARABIC);
    expect(registered.message).toMatch(/^أرسلنا رمزًا من 4 أرقام إلى /);
    expect(unspaced(mail.subject)).toMatch(/^رمزالتحققمنAlphaAcademy:\d{4}$/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا،');
    expect(user.language).toBe('ar');
    const profile = await client(t, ALPHA, token).get('/api/user/get-profile');
    expect(profile.json().user.language).toBe('ar');
  });

  it('a sign-up in English keeps the English mail as it was', async () => {
    const { mail, user } = await signUpIn(ENGLISH);
    expect(mail.subject).toMatch(/^Your Alpha Academy verification code: \d{4}$/);
    expect(mail.text).toMatch(
      new RegExp(
        /^Hello,\n\nWelcome to Alpha Academy! Enter this code to verify your email address and finish creating your account.\n\n/.source +
          /Your code: \d{4}\n\nIt expires in 10 minutes and works once./.source,
      ),
    );
    expect(mail.html).toContain('<html lang="en-GB"><head>');
    expect(user.language).toBe('en-GB');
  });

  it("changes the language with update-profile, only to one of the provider's, naming the field otherwise", async () => {
    const { token } = await signUpIn(ENGLISH);
    const refused = await update(token, { ...details, language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(refusal("language: must be one of this site's languages: en-GB, ar").message);
    // en-XA ships, but this provider does not offer it.
    expect((await update(token, { ...details, language: 'en-XA' })).statusCode).toBe(400);
    const inArabic = await update(token, { ...details, language: 'fr' }, ARABIC);
    expect(inArabic.json().message).toBe('اللغة يجب أن تكون إحدى لغات هذا الموقع: en-GB, ar.');

    const changed = await update(token, { ...details, language: 'ar' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().status).toBe('Profile updated successfully');
    expect((await update(token, details, ARABIC)).json().status).toBe('حُدّث الملف الشخصي بنجاح');
    expect(changed.json().user.language).toBe('ar');
    // Left as it is when not sent.
    expect((await update(token, details)).json().user.language).toBe('ar');
  });

  it('saves the language alone for an account that never gave a date of birth, keeping every other detail as it is', async () => {
    // Made directly, as accounts of older sign-ups and staff are: no date of birth, no mobile.
    const me = await learner(t, 'alpha');
    const before = (await client(t, ALPHA, me.token).get('/api/user/get-profile')).json().user;
    expect([before.dob, before.language ?? null]).toEqual([null, null]);

    const changed = await update(me.token, { language: 'ar' }, ARABIC);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().status).toBe('حُدّث الملف الشخصي بنجاح');
    expect(changed.json().user).toEqual({ ...before, language: 'ar' });
    expect((await client(t, ALPHA, me.token).get('/api/user/get-profile')).json().user).toEqual({ ...before, language: 'ar' });
    // Still only one of the provider's languages.
    expect((await update(me.token, { language: 'fr' })).json()).toEqual(refusal("language: must be one of this site's languages: en-GB, ar"));
  });

  it("mails the account in its own language, whatever the request's; one the provider no longer offers falls back to the request's", async () => {
    const { address, token, user } = await signUpIn(ENGLISH);
    await update(token, { ...details, language: 'ar' });
    const api = client(t, ALPHA);
    // One code a minute to an address: the sign-up's was the last.
    t.clock.advance(61_000);
    let mark = sink.mark();
    expect((await api.post('/api/user/getotp-to-forgot-password', { email: address }, ENGLISH)).statusCode).toBe(200);
    const arabic = await sink.waitFor(address, () => true, mark);
    expect(unspaced(arabic.subject)).toMatch(/^رمزإعادةتعيينكلمةالمرورفيAlphaAcademy:\d{4}$/);
    expect(arabic.text).toContain('مرحبًا Layla،');

    await t.database.db.update(users).set({ language: 'en-XA' }).where(eq(users.id, user._id));
    t.clock.advance(61_000);
    mark = sink.mark();
    expect((await api.post('/api/user/getotp-to-forgot-password', { email: address }, ENGLISH)).statusCode).toBe(200);
    const english = await sink.waitFor(address, () => true, mark);
    expect(english.subject).toMatch(/^Your Alpha Academy password reset code: \d{4}$/);
  });
});
