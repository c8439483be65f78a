import { loadOrProblems } from '../../tests/support/load-or-problems.ts';
import { describe, expect, it } from 'vitest';
import { tempTenantsDir, writeTenant } from '../../tests/support/tenant-fixtures.ts';

const plan = (key: string, price: number) => ({ key, name: key, price, validity: '1 Month', validityDays: 30, access: 'All', features: ['a'] });

/** Loads one tenant priced in `currency`; its plans, or the problem lines. */
async function load(currency: string, prices: number[]): Promise<{ plans?: Array<{ price: number }>; problems?: string[] }> {
  const root = tempTenantsDir();
  writeTenant(root, 'alpha', { manifest: { currency }, plans: prices.map((price, i) => plan(`plan-${i}`, price)) });
  const { tenants, problems } = await loadOrProblems(root);
  return problems.length ? { problems } : { plans: tenants[0]!.plans };
}

describe("plan prices, in major units of the provider's currency", () => {
  it.each([
    ['GBP', [19.99, 99]],
    ['JPY', [1999, 12000]],
    ['KWD', [1.999, 12.5]],
  ])('%s: takes prices with up to its decimals', async (currency, prices) => {
    expect((await load(currency, prices)).plans?.map((p) => p.price)).toEqual(prices);
  });

  it.each([
    ['GBP', 19.999, 'must have at most 2 decimals for GBP'],
    ['JPY', 1999.5, 'must have at most 0 decimals for JPY'],
    ['KWD', 1.9995, 'must have at most 3 decimals for KWD'],
  ])('%s: refuses %d, naming the file, line and field', async (currency, price, message) => {
    const { problems } = await load(currency, [10, price]);
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^alpha/content/plans\\.yaml:\\d+: \\[1\\]\\.price: ${message}$`))]);
  });
});
