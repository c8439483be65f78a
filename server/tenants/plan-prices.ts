import { currencyExponent, toMinorUnits } from '../../shared/i18n/money.ts';
import type { PlanInput } from './manifest-schema.ts';
import { yamlLineOf } from './read-yaml.ts';
import type { TenantProblem } from './tenant-error.ts';

/**
 * content/plans.yaml writes each price in major units of the provider's currency (tenant.yaml
 * `currency`): 19.99 GBP, 1999 JPY, 1.999 KWD. A price with more decimals than the currency has
 * is refused, naming the plan's field and its line: `plans.yaml:7: [1].price: must have at most 0 decimals for JPY`.
 */
export function checkPlanPrices(
  plans: readonly Pick<PlanInput, 'price'>[],
  currency: string,
  file: string,
  source: string | undefined,
  problems: TenantProblem[],
): void {
  plans.forEach((plan, i) => {
    if (toMinorUnits(plan.price, currency) !== undefined) return;
    const line = source === undefined ? undefined : yamlLineOf(source, [i, 'price']);
    problems.push({
      file: line ? `${file}:${line}` : file,
      path: `[${i}].price`,
      message: `must have at most ${currencyExponent(currency)} decimals for ${currency}`,
    });
  });
}

/** A checked plan's price in minor units of the currency (what is stored and charged). */
export function planPriceMinor(price: number, currency: string): number {
  const minor = toMinorUnits(price, currency);
  if (minor === undefined) throw new Error(`Plan price ${price} has more decimals than ${currency} has (${currencyExponent(currency)})`);
  return minor;
}
