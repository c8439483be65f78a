import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { client } from '../../../tests/support/accounts.ts';
import { multipart } from '../../../tests/support/images.ts';
import { learner } from '../../../tests/support/learners.ts';
import { tempTenantsDir, writeTenant } from '../../../tests/support/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { describeEachDatabase } from '../../../tests/support/describe-with.ts';
import { users } from '../../db/schema/accounts.ts';
import { refusal } from '../../../tests/support/refusal.ts';

type Answer = { comment: string; flag: boolean; selected: unknown[]; notes: string };
const answer = (selected: unknown[]): Answer => ({ comment: 'I KNOW IT', flag: false, selected, notes: '' });

/** The fixture bank's mock exam (q-single-1 A, q-multi A,B,D, q-sub T,F,T, q-single-2 C): all right, and 2 of 4. */
const PERFECT = [answer([0]), answer([0, 1, 3]), answer(['true', 'false', 'true']), answer([2])];
const HALF = [answer([0]), answer([0, 1, 3]), answer(['true', 'true', 'true']), answer([0])];

const DETAILS = { first_name: 'Ada', last_name: 'Lovelace', mobile: '+447400123456', dob: '1990-12-10' };

/**
 * Who the leaderboard names: only learners with results, a learner who hides their name as
 * "Learner" to everyone but themselves, and the others as their provider's folder chooses.
 * Three Free providers (the folder's default, initials, full names) beside the alpha every app needs.
 */
describeEachDatabase('leaderboard names on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const dir = tempTenantsDir();
    writeTenant(dir, 'alpha');
    writeTenant(dir, 'beta', { platformType: 'Free' });
    writeTenant(dir, 'gamma', { platformType: 'Free', manifest: { leaderboard: { names: 'initials' } } });
    writeTenant(dir, 'delta', { platformType: 'Free', manifest: { leaderboard: { names: 'full' } } });
    t = await createTestApp(kind, { tenantsDir: dir });
  });
  afterAll(() => t.close());

  const examOf = async (slug: string, token: string) => {
    const res = await client(t, `${slug}.localhost`, token).get(`/api/test/get-tests?subdomain_reference=${t.idOf(slug)}`);
    return (res.json().tests as Array<{ _id: string; test_name: string }>).find((x) => x.test_name === 'Cardiology Mock Exam')!._id;
  };

  /** A learner of a provider, named as given, who submitted the mock exam with `answers` (or nothing). */
  async function named(slug: string, firstName: string, lastName: string, answers?: Answer[]) {
    const me = await learner(t, slug);
    await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, me.id));
    const api = client(t, `${slug}.localhost`, me.token);
    if (answers) {
      const res = await api.post(`/api/test/submit-test/${await examOf(slug, me.token)}`, { response: answers, timeTaken: 3.3 });
      if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
      t.clock.advance(1000);
    }
    const board = async () => {
      const res = await api.get(`/api/user/get-leaderboard?subdomain=${t.idOf(slug)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Array<{ rank: number; name: string; performance: number; attemptedPercentage: number }>;
    };
    const names = async () => (await board()).map((r) => `${r.rank} ${r.name}`);
    const update = (fields: Record<string, string>) => {
      const { payload, contentType } = multipart(fields);
      return t.app.inject({ method: 'PATCH', url: '/api/user/update-profile', payload, headers: api.headers({ 'content-type': contentType }) });
    };
    return { ...me, api, board, names, update };
  }

  it('lists only learners with results: one who never took a test is not listed and takes no rank', async () => {
    await named('beta', 'Ada', 'Lovelace', PERFECT);
    const ben = await named('beta', 'Ben', 'Okafor', HALF);
    const flo = await named('beta', 'Flo', 'Grant');
    expect(await ben.board()).toEqual([
      { rank: 1, name: 'Ada L.', performance: 100, attemptedPercentage: 33.33 },
      { rank: 2, name: 'You', performance: 50, attemptedPercentage: 33.33 },
    ]);
    // Flo sees the ranked learners, and not herself among them.
    expect(await flo.names()).toEqual(['1 Ada L.', '2 Ben O.']);
  });

  it('shows a learner who hides their name as "Learner" to others, never to themselves, from the next view on', async () => {
    const ada = await named('gamma', 'Ada', 'Lovelace', PERFECT);
    const ben = await named('gamma', 'Ben', 'Okafor', HALF);
    expect(await ben.names()).toEqual(['1 A. L.', '2 You']);

    const hidden = await ada.update({ ...DETAILS, leaderboard_name_hidden: 'true' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().user.leaderboard_name_hidden).toBe(true);
    expect((await ada.api.get('/api/user/get-profile')).json().user.leaderboard_name_hidden).toBe(true);
    expect(await ben.names()).toEqual(['1 Learner', '2 You']);
    expect(await ada.names()).toEqual(['1 You', '2 B. O.']);

    // A details update that does not send the choice (the spec's client, a new picture) keeps it.
    expect((await ada.update({ ...DETAILS, first_name: 'Augusta' })).json().user.leaderboard_name_hidden).toBe(true);
    expect(await ben.names()).toEqual(['1 Learner', '2 You']);

    expect((await ada.update({ ...DETAILS, leaderboard_name_hidden: 'false' })).json().user.leaderboard_name_hidden).toBe(false);
    expect(await ben.names()).toEqual(['1 A. L.', '2 You']);
  });

  it('refuses a hide choice other than true or false, naming the field, and changes nothing', async () => {
    const ada = await named('gamma', 'Ada', 'Lovelace');
    const res = await ada.update({ ...DETAILS, first_name: 'Changed', leaderboard_name_hidden: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('leaderboard_name_hidden: must be one of "true", "false"'));
    expect((await ada.api.get('/api/user/get-profile')).json().user).toMatchObject({ first_name: 'Ada', leaderboard_name_hidden: false });
  });

  it('names others in full or by initials as the provider’s folder says, and a new learner starts shown', async () => {
    await named('delta', 'Ada', 'Lovelace', PERFECT);
    const ben = await named('delta', 'Ben', 'Okafor', HALF);
    expect(await ben.names()).toEqual(['1 Ada Lovelace', '2 You']);
    expect((await ben.api.get('/api/user/get-profile')).json().user.leaderboard_name_hidden).toBe(false);
  });
});
