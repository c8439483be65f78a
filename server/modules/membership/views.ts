import type { components } from '../../../openapi/schema.gen.ts';
import { fromMinorUnits } from '../../../shared/i18n/money.ts';
import { formatInvoiceNumber } from './invoice/invoice-number.ts';
import type { SubscriptionRow, TransactionRow } from './repo/payments.ts';
import type { PlanRow } from './repo/plans.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { translated } from '../../tenants/translations.ts';

export type PlanView = components['schemas']['Plan'];
export type TransactionsView = components['schemas']['TransactionsResponse'];
type Currency = PlanView['currency'];

/**
 * A plan as the contract shows it: price in major units of its currency for display, minor units
 * for arithmetic; its words in `language`, each falling back to the default language's.
 */
export function toPlan(stored: PlanRow, language: LanguageCode): PlanView {
  const row = translated(stored, stored.translations, language);
  return {
    _id: row.id,
    name: row.name,
    price: fromMinorUnits(row.priceMinor, row.currency),
    price_minor: row.priceMinor,
    currency: row.currency as Currency,
    validity: row.validityLabel,
    validity_days: row.validityDays,
    access: row.access,
    features: row.features,
  };
}

export function toTransaction(row: TransactionRow, invoiceUrl: string | null): components['schemas']['Transaction'] {
  return {
    _id: row.id,
    status: row.status,
    plan_type: row.validityLabel,
    validity: row.validityDays,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    amount_minor: row.amountMinor,
    currency: row.currency as Currency,
    payment_id: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    invoice_number: row.invoiceNumber === null ? null : formatInvoiceNumber(row.invoiceNumber),
    invoice_url: invoiceUrl,
  };
}

export function toSubscription(row: SubscriptionRow, plan: PlanRow): components['schemas']['Subscription'] {
  return {
    plan_type: plan.validityLabel,
    amount: fromMinorUnits(row.amountMinor, plan.currency),
    amount_minor: row.amountMinor,
    currency: plan.currency as Currency,
    expiry: row.expiresAt.toISOString(),
  };
}
