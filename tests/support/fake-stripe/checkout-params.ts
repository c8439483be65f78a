import type { FormObject, FormValue } from './form-body.ts';

/** A Stripe API error body's `error` member (https://docs.stripe.com/api/errors). */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
}

export class ParamError extends Error {
  constructor(readonly body: StripeErrorBody) {
    super(body.message);
  }
}

/** What the fake reads from POST /v1/checkout/sessions, checked as strictly as Stripe does for these fields. */
export interface CheckoutParams {
  currency: string;
  amountTotal: number;
  successUrl: string | null;
  cancelUrl: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
}

/** https://docs.stripe.com/currencies#three-decimal */
const THREE_DECIMAL = ['bhd', 'jod', 'kwd', 'omr', 'tnd'];
const TOP_LEVEL = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer_email',
  'client_reference_id',
  'metadata',
  'payment_intent_data',
  'expand',
  'locale',
  'expires_at',
];
const LINE_ITEM = ['price_data', 'quantity'];
const PRICE_DATA = ['currency', 'unit_amount', 'product_data'];
const PRODUCT_DATA = ['name', 'description'];
const PAYMENT_INTENT_DATA = ['metadata', 'description', 'receipt_email'];

/** Reads the subset of Checkout Session parameters this project sends; anything else is refused like Stripe refuses an unknown parameter. */
export function readCheckoutParams(form: FormObject): CheckoutParams {
  known(form, TOP_LEVEL, '');
  const mode = string(form.mode, 'mode', true);
  if (mode !== 'payment') throw invalid('mode', `The fake Stripe supports mode=payment only, got ${mode}`, 'parameter_invalid_string');
  const items = form.line_items;
  if (!Array.isArray(items) || items.length === 0) throw missing('line_items', 'You must provide at least one line item in payment mode.');
  let currency: string | undefined;
  let amountTotal = 0;
  for (const [i, item] of items.entries()) {
    const at = `line_items[${i}]`;
    const line = hash(item, at);
    known(line, LINE_ITEM, at);
    const quantity = integer(line.quantity, `${at}[quantity]`, 1);
    const priceData = hash(line.price_data, `${at}[price_data]`);
    known(priceData, PRICE_DATA, `${at}[price_data]`);
    const itemCurrency = string(priceData.currency, `${at}[price_data][currency]`, true)!;
    if (!/^[a-z]{3}$/.test(itemCurrency))
      throw invalid(
        `${at}[price_data][currency]`,
        `Invalid currency: ${itemCurrency}. Stripe currencies are three-letter ISO codes in lowercase.`,
        'parameter_invalid_string',
      );
    if (currency && currency !== itemCurrency)
      throw invalid(`${at}[price_data][currency]`, 'All line items must share one currency.', 'parameter_invalid_string');
    currency = itemCurrency;
    const unitAmount = integer(priceData.unit_amount, `${at}[price_data][unit_amount]`, 0);
    // Stripe's rule for three-decimal currencies: amounts in thousandths whose last digit is 0.
    if (THREE_DECIMAL.includes(itemCurrency) && unitAmount % 10 !== 0) {
      throw invalid(
        `${at}[price_data][unit_amount]`,
        `Invalid amount: ${itemCurrency} amounts must be rounded to the nearest ten (the last digit must be 0).`,
        'amount_invalid',
      );
    }
    const productData = hash(priceData.product_data, `${at}[price_data][product_data]`);
    known(productData, PRODUCT_DATA, `${at}[price_data][product_data]`);
    const name = string(productData.name, `${at}[price_data][product_data][name]`, true)!;
    if (name.trim() === '') throw invalid(`${at}[price_data][product_data][name]`, 'The product name cannot be blank.', 'parameter_invalid_empty');
    amountTotal += unitAmount * quantity;
  }
  const paymentIntentData = form.payment_intent_data === undefined ? {} : hash(form.payment_intent_data, 'payment_intent_data');
  known(paymentIntentData, PAYMENT_INTENT_DATA, 'payment_intent_data');
  const customerEmail = string(form.customer_email, 'customer_email', false);
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail))
    throw invalid('customer_email', 'Invalid email address: ' + customerEmail, 'email_invalid');
  return {
    currency: currency!,
    amountTotal,
    successUrl: url(form.success_url, 'success_url'),
    cancelUrl: url(form.cancel_url, 'cancel_url'),
    customerEmail,
    clientReferenceId: string(form.client_reference_id, 'client_reference_id', false),
    metadata: metadata(form.metadata, 'metadata'),
    paymentIntentMetadata: metadata(paymentIntentData.metadata, 'payment_intent_data[metadata]'),
  };
}

function known(form: FormObject, names: string[], at: string): void {
  for (const key of Object.keys(form)) {
    const param = at ? `${at}[${key}]` : key;
    if (!names.includes(key)) throw invalid(param, `Received unknown parameter: ${param}`, 'parameter_unknown');
  }
}

function hash(value: FormValue | undefined, param: string): FormObject {
  if (value === undefined) throw missing(param, `Missing required param: ${param}.`);
  if (typeof value === 'string' || Array.isArray(value)) throw invalid(param, `Invalid hash: ${param}`, 'parameter_invalid_hash');
  return value;
}

function string(value: FormValue | undefined, param: string, required: boolean): string | null {
  if (value === undefined) {
    if (required) throw missing(param, `Missing required param: ${param}.`);
    return null;
  }
  if (typeof value !== 'string') throw invalid(param, `Invalid string: ${param}`, 'parameter_invalid_string');
  return value;
}

function integer(value: FormValue | undefined, param: string, min: number): number {
  const text = string(value, param, true)!;
  if (!/^-?\d+$/.test(text)) throw invalid(param, `Invalid integer: ${text}`, 'parameter_invalid_integer');
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min) throw invalid(param, `This value must be greater than or equal to ${min}.`, 'parameter_invalid_integer');
  return n;
}

function url(value: FormValue | undefined, param: string): string | null {
  const text = string(value, param, false);
  if (text === null) return null;
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) throw invalid(param, 'Not a valid URL', 'url_invalid');
  return text;
}

function metadata(value: FormValue | undefined, param: string): Record<string, string> {
  if (value === undefined) return {};
  const form = hash(value, param);
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(form)) {
    if (typeof v !== 'string') throw invalid(`${param}[${key}]`, `Invalid string: ${param}[${key}]`, 'parameter_invalid_string');
    if (key.length > 40) throw invalid(`${param}[${key}]`, 'Metadata keys can be at most 40 characters.', 'parameter_invalid_string');
    if (v.length > 500) throw invalid(`${param}[${key}]`, 'Metadata values can be at most 500 characters.', 'parameter_invalid_string');
    out[key] = v;
  }
  return out;
}

const missing = (param: string, message: string) => new ParamError({ type: 'invalid_request_error', code: 'parameter_missing', param, message });
const invalid = (param: string, message: string, code: string) => new ParamError({ type: 'invalid_request_error', code, param, message });
