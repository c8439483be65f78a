import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALPHA, BETA, client, PASSWORD, signUp } from '../../../tests/support/accounts.ts';
import { multipart, photoWithMetadata } from '../../../tests/support/images.ts';
import { startMailingApp, stopMailingApp } from '../../../tests/support/mailing-app.ts';
import type { SmtpSink } from '../../../tests/support/smtp-sink.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { refusal } from '../../../tests/support/refusal.ts';

const details = { first_name: 'Priya', last_name: 'Shah-Evans', mobile: '+447400654321', dob: '1997-11-03' };

describeEachDatabase('my account on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  let n = 0;
  const email = () => `account${++n}@example.com`;

  beforeAll(async () => ({ t, sink } = await startMailingApp(kind)));
  afterAll(() => stopMailingApp({ t, sink }));

  const update = (token: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1], host = ALPHA) => {
    const { payload, contentType } = multipart(fields, file);
    return t.app.inject({
      method: 'PATCH',
      url: '/api/user/update-profile',
      payload,
      headers: { host, authorization: `Bearer ${token}`, 'content-type': contentType },
    });
  };
  const profile = (token: string) => client(t, ALPHA, token).get('/api/user/get-profile');

  it('updates names, phone and date of birth, keeping the email', async () => {
    const { token } = await signUp(t, sink, email());
    const response = await update(token, details);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('Profile updated successfully');
    expect((await profile(token)).json().user).toMatchObject({ ...details, profile_url: '/default-profile.svg' });
  });

  it('stores a new picture re-encoded as WebP with every piece of metadata stripped, served only on its own host and kept by no shared cache', async () => {
    const { token } = await signUp(t, sink, email());
    const photo = await photoWithMetadata();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await update(token, details, { name: 'image', filename: 'me.jpg', type: 'image/jpeg', data: photo });
    expect(response.statusCode).toBe(200);
    const url = response.json().user.profile_url as string;
    expect(url).toMatch(/^\/media\/profiles\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url, headers: { host: ALPHA } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual(['webp', 512, 512, undefined, undefined, undefined]);
    expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);

    expect((await t.app.inject({ method: 'GET', url, headers: { host: BETA } })).statusCode).toBe(404);
    expect((await profile(token)).json().user.profile_url).toBe(url);
  });

  it('checks pictures by content: a renamed text file is 415, more than 5 MB is 413, and neither changes anything', async () => {
    const { token } = await signUp(t, sink, email());
    const fake = await update(
      token,
      { ...details, first_name: 'Changed' },
      { name: 'image', filename: 'cat.png', type: 'image/png', data: Buffer.from('<html>not a picture</html>') },
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().fields.image).toMatch(/^The picture must be a picture/);
    const big = await update(
      token,
      { ...details, first_name: 'Changed' },
      { name: 'image', filename: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual(refusal('image: must be 5 MB or smaller'));
    expect((await profile(token)).json().user.first_name).toBe('Priya');
  });

  it('names the field when a profile change is invalid', async () => {
    const { token } = await signUp(t, sink, email());
    expect(Object.keys((await update(token, { ...details, first_name: '' })).json().fields)).toEqual(['first_name']);
    expect((await update(token, { ...details, dob: '2999-01-01' })).json()).toEqual(refusal('dob: must not be later than today'));
    expect((await update(token, { ...details, dob: '0001-01-01' })).json()).toEqual(refusal('dob: must not be earlier than 1900-01-01'));
    expect((await update(token, { ...details, dob: '1899-12-31' })).json()).toEqual(refusal('dob: must not be earlier than 1900-01-01'));
    expect((await update(token, { ...details, mobile: '+447700900123' })).json().fields.mobile).toMatch(
      /^The phone number is not a valid phone number for its country/,
    );
    expect((await update(token, { dob: '' })).json()).toEqual(refusal('dob: must be a date (YYYY-MM-DD)'));
    expect((await profile(token)).json().user.first_name).toBe('Priya');
  });

  it('changes only what is sent and keeps the rest, checking only the fields sent', async () => {
    const { token } = await signUp(t, sink, email());
    expect((await update(token, details)).statusCode).toBe(200);
    const { dob: _omit, ...withoutDob } = details;
    const renamed = await update(token, { ...withoutDob, first_name: 'Layla' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().user).toMatchObject({ ...details, first_name: 'Layla' });
    expect((await update(token, { mobile: '+447400111222' })).json().user).toMatchObject({ ...details, first_name: 'Layla', mobile: '+447400111222' });
    // A picture alone: the details are neither needed nor changed.
    const pictured = await update(token, {}, { name: 'image', filename: 'me.jpg', type: 'image/jpeg', data: await photoWithMetadata() });
    expect(pictured.statusCode, pictured.body).toBe(200);
    expect(pictured.json().user).toMatchObject({
      ...details,
      first_name: 'Layla',
      mobile: '+447400111222',
      profile_url: expect.stringMatching(/^\/media\/profiles\//),
    });
    expect((await update(token, { dob: '2999-01-01' })).json()).toEqual(refusal('dob: must not be later than today'));
    expect((await profile(token)).json().user.dob).toBe(details.dob);
  });

  it('changes the password: checks the old one and the confirmation, ends every other session, keeps this one', async () => {
    const address = email();
    const mine = await signUp(t, sink, address);
    const elsewhere = (await client(t, ALPHA).post('/api/user/login', { email: address, password: PASSWORD, host: ALPHA })).json();
    const api = client(t, ALPHA, mine.token);

    expect(
      (
        await api.post('/api/user/change-password', {
          old_password: 'Wrong-Old-Pass-1',
          password: 'New-Secret-Pass-22',
          confirm_password: 'New-Secret-Pass-22',
        })
      ).json(),
    ).toEqual(refusal('old_password: is not your current password'));
    expect(
      (await api.post('/api/user/change-password', { old_password: PASSWORD, password: 'New-Secret-Pass-22', confirm_password: 'New-Secret-Pass-23' })).json(),
    ).toEqual(refusal('confirm_password: must be the same as the new password'));
    const changed = await api.post('/api/user/change-password', {
      old_password: PASSWORD,
      password: 'New-Secret-Pass-22',
      confirm_password: 'New-Secret-Pass-22',
    });
    expect(changed.statusCode).toBe(200);

    expect((await profile(elsewhere.token)).statusCode).toBe(401);
    expect((await client(t, ALPHA).post('/api/auth/refresh-token', { refreshToken: elsewhere.refreshToken })).statusCode).toBe(401);
    expect((await profile(mine.token)).statusCode).toBe(401);
    expect((await profile(changed.json().token)).statusCode).toBe(200);
    const signIn = (password: string) => client(t, ALPHA).post('/api/user/login', { email: address, password, host: ALPHA });
    expect((await signIn(PASSWORD)).statusCode).toBe(401);
    expect((await signIn('New-Secret-Pass-22')).statusCode).toBe(200);
  });

  it('someone holding a token cannot guess the current password: five tries per account, then 429, even all at once', async () => {
    const address = email();
    const { token } = await signUp(t, sink, address);
    const api = client(t, ALPHA, token);
    const guess = (i: number) =>
      api.post('/api/user/change-password', { old_password: `Guess-${i}-Password`, password: 'New-Secret-Pass-22', confirm_password: 'New-Secret-Pass-22' });
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => guess(i)))).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
    const refused = await api.post('/api/user/change-password', {
      old_password: PASSWORD,
      password: 'New-Secret-Pass-22',
      confirm_password: 'New-Secret-Pass-22',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many password changes for this account\. Try again in \d+ minutes\.$/);
    // After the window (and a fresh sign-in: access tokens last 15 minutes) the owner may change it.
    t.clock.advance(15 * 60_000 + 1000);
    const { token: fresh } = (await client(t, ALPHA).post('/api/user/login', { email: address, password: PASSWORD, host: ALPHA })).json();
    const change = { old_password: PASSWORD, password: 'New-Secret-Pass-22', confirm_password: 'New-Secret-Pass-22' };
    expect((await client(t, ALPHA, fresh).post('/api/user/change-password', change)).statusCode).toBe(200);
  });
});
