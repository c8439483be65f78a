import { loadOrProblems } from '../../tests/support/load-or-problems.ts';
import { describe, expect, it } from 'vitest';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';

async function problemsOf(manifest: Record<string, unknown>, plans?: unknown[]): Promise<string[]> {
  const root = tempTenantsDir();
  writeTenant(root, 'alpha', { manifest, ...(plans ? { plans } : {}) });
  return (await loadOrProblems(root)).problems;
}

describe('a provider’s languages and currency', () => {
  it('takes shipped languages, the default among them, and any ISO 4217 currency', async () => {
    expect(await problemsOf({ locale: 'ar', languages: ['ar', 'en-GB'], currency: 'KWD' })).toEqual([]);
    // Yen have no minor unit: its plans are priced in whole yen.
    const yen = [{ key: 'monthly', name: 'Monthly', price: 2900, validity: '1 Month', validityDays: 30, access: 'All banks', features: ['Timed mocks'] }];
    expect(await problemsOf({ currency: 'JPY' }, yen)).toEqual([]);
  });

  it('refuses, naming the field, a language the product does not ship, a default not offered, a repeat and an unknown currency', async () => {
    expect(await problemsOf({ locale: 'fr' })).toContainEqual(
      expect.stringMatching(/alpha\/tenant\.yaml:\d+: locale: must be a language the product ships: en-GB, ar, en-XA/),
    );
    expect(await problemsOf({ languages: ['en-GB', 'de'] })).toContainEqual(expect.stringMatching(/languages\[1\]: must be a language the product ships/));
    expect(await problemsOf({ languages: ['ar'] })).toContainEqual(expect.stringMatching(/languages: must include the default language \(locale: en-GB\)/));
    expect(await problemsOf({ languages: ['en-GB', 'en-GB'] })).toContainEqual(expect.stringMatching(/languages: must not name a language twice/));
    expect(await problemsOf({ currency: 'gbp' })).toContainEqual(expect.stringMatching(/currency: must be an ISO 4217 currency code in capitals/));
    expect(await problemsOf({ currency: 'XYZ' })).toContainEqual(expect.stringMatching(/currency: must be an ISO 4217/));
  });
});
