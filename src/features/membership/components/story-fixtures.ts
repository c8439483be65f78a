/**
 * Shared data of the membership stories and tests: plans, payments and a subscription as the
 * server sends them. Original content.
 */
import type { Plan } from '../../../api/plans';
import type { Subscription, Transaction } from '../api/get-user-transactions';

/** A stable, valid v4-shaped uuid for fixture n. */
export const fixtureId = (n: number) => `7c3e9a10-4b2d-4e6f-9a1b-${n.toString(16).padStart(12, '0')}`;

const DAY = 86_400_000;
/** An ISO date-time `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const plans: Plan[] = [
  {
    _id: fixtureId(1),
    name: 'One Month',
    price: 19.99,
    price_minor: 1999,
    currency: 'GBP',
    validity: '1 Month',
    validity_days: 30,
    access: 'Every question bank',
    features: ['Every question with full explanations', 'Timed mock exams', 'Progress reports by topic'],
  },
  {
    _id: fixtureId(2),
    name: 'Three Months',
    price: 44.99,
    price_minor: 4499,
    currency: 'GBP',
    validity: '3 Months',
    validity_days: 90,
    access: 'Every question bank',
    features: ['Everything in One Month', 'Four full-length mock papers', 'Proficiency by topic and subtopic', 'Priority replies to support tickets'],
  },
  {
    _id: fixtureId(3),
    name: 'Twelve Months',
    price: 99,
    price_minor: 9900,
    currency: 'GBP',
    validity: '12 Months',
    validity_days: 365,
    access: 'Every question bank, and new ones as they are added',
    features: ['Everything in Three Months', 'Covers a resit in the same year', 'Full history of every attempt'],
  },
];

export const paidThreeMonths: Transaction = {
  _id: fixtureId(101),
  status: 'paid',
  plan_type: '3 Months',
  validity: 90,
  amount: 44.99,
  amount_minor: 4499,
  currency: 'GBP',
  payment_id: 'pi_3QxT9sLkd82hFa0Z1c4mNpQr',
  createdAt: '2025-03-14T10:30:00.000Z',
  invoice_number: 'INV-000042',
  invoice_url: `/api/transaction/invoice/${fixtureId(101)}?expires=1900000000&signature=abc123`,
};

export const refundedOneMonth: Transaction = {
  _id: fixtureId(102),
  status: 'refunded',
  plan_type: '1 Month',
  validity: 30,
  amount: 19.99,
  amount_minor: 1999,
  currency: 'GBP',
  payment_id: 'pi_3PwR7aKjc71gEz9Y0b3lMoPq',
  createdAt: '2025-01-06T16:05:00.000Z',
  invoice_number: 'INV-000017',
  invoice_url: `/api/transaction/invoice/${fixtureId(102)}?expires=1900000000&signature=def456`,
};

/** A payment whose invoice was never rendered. */
export const paidWithoutInvoice: Transaction = {
  _id: fixtureId(103),
  status: 'paid',
  plan_type: '1 Month',
  validity: 30,
  amount: 19.99,
  amount_minor: 1999,
  currency: 'GBP',
  payment_id: 'sandbox_5d1f0c2b9e8a7f6e5d4c',
  createdAt: '2024-11-02T09:00:00.000Z',
  invoice_number: null,
  invoice_url: null,
};

/** Newest first, as the server lists them. */
export const transactions: Transaction[] = [paidThreeMonths, refundedOneMonth, paidWithoutInvoice];

export const subscription: Subscription = {
  plan_type: '3 Months',
  amount: 44.99,
  amount_minor: 4499,
  currency: 'GBP',
  expiry: '2025-06-12T10:30:00.000Z',
};
