import type { components } from '../../../openapi/schema.gen.ts';
import type { PlanRow } from './repo.ts';

export type PlanView = components['schemas']['Plan'];

/** A plan as the contract shows it: price in pounds for display, pence for arithmetic. */
export function toPlan(row: PlanRow): PlanView {
  return {
    _id: row.id,
    name: row.name,
    price: row.priceMinor / 100,
    price_minor: row.priceMinor,
    currency: row.currency as 'GBP',
    validity: row.validityLabel,
    validity_days: row.validityDays,
    access: row.access,
    features: row.features,
  };
}
