import type { MailMessage } from '../../../mail/mail-message.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { mailDocument } from '../../../mail/branded-mail.ts';
import { formatLongDate, formatMoney } from '../invoice/formats.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { translator } from '../../../i18n/catalog.ts';
import type { LanguageCode } from '../../../../shared/i18n/languages.ts';

// As in the sign-in code mails (auth/emails.ts), the logo sits on the surface colour: logos are drawn for light backgrounds, and
// a dark hero (Ledgerline's) hides a dark wordmark.

export interface ReceiptMailInput {
  tenant: Tenant;
  /** https://host of the provider (http://<slug>.localhost:3000 in development), for links and the logo. */
  origin: string;
  to: string;
  firstName: string;
  planName: string;
  /** The plan's period as sold, e.g. "3 Months". */
  validityLabel: string;
  validityDays: number;
  /** Integer minor units (pence). */
  amountMinor: number;
  currency: string;
  paidAt: Date;
  /** When the subscription ends now that this payment has extended it. */
  expiresAt: Date;
  invoiceNumber: string;
  /** The payment provider's id of the payment, as the Membership page shows it. */
  paymentId: string;
  /** The mail's language: the learner's (i18n/mail-language.ts). */
  language: LanguageCode;
}

/** The learner's receipt: what was bought, for how much and how long, and where the invoice is. */
export function receiptMail(input: ReceiptMailInput): MailMessage {
  const { tenant, origin, firstName } = input;
  const name = tenant.manifest.name;
  const { color } = tenant.theme;
  const support = tenant.manifest.support.email;
  const membershipUrl = `${origin}/#/menu/membership`;
  const { language } = input;
  const t = translator(language, 'mail');
  const amount = formatMoney(input.amountMinor, input.currency, language);
  const expires = formatLongDate(input.expiresAt, language);
  const subject = t('receipt.subject', { provider: name, plan: input.planName });
  const intro = t('receipt.intro', { provider: name, expires });
  const greeting = t('greeting', { name: firstName });
  const rows: Array<[string, string]> = [
    [t('receipt.plan'), input.planName],
    [t('receipt.validity'), t('receipt.validityValue', { label: input.validityLabel, count: input.validityDays })],
    [t('receipt.amountPaid'), t('receipt.amountValue', { amount, currency: input.currency })],
    [t('receipt.paymentDate'), formatLongDate(input.paidAt, language)],
    [t('receipt.expires'), expires],
    [t('receipt.invoiceNumber'), input.invoiceNumber],
    [t('receipt.paymentId'), input.paymentId],
  ];

  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([key, value]) => `${key}: ${value}`),
    '',
    t('receipt.invoiceOnPage'),
    membershipUrl,
    '',
    t('receipt.questions', { email: support }),
    '',
    `${name} · ${origin} · ${support}`,
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid ' + color.border.default;
  const table = rows
    .map(
      ([key, value]) =>
        `<tr><td style="${cell};color:${color.text.muted}">${escapeHtml(key)}</td><td align="right" ` +
        `style="${cell};font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  // The sentence around the support address is split at its placeholder, so the address can be a link in any language.
  const [beforeEmail, afterEmail] = t('receipt.invoiceHtml', { number: input.invoiceNumber, email: '\u0000' }).split('\u0000') as [string, string];
  const html = mailDocument(
    tenant,
    origin,
    subject,
    language,
    `<tr><td style="padding:28px 24px 8px"><p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting)}</p>\
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 24px">${table}</table>
<p style="margin:0 0 24px"><a href="${escapeHtml(membershipUrl)}" \
style="display:inline-block;background:${color.brand.primary};color:${color.brand.onPrimary};text-decoration:none;\
font-weight:bold;font-size:15px;padding:12px 20px;border-radius:8px">\
${escapeHtml(t('receipt.viewInvoice'))}</a></p>
<p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:${color.text.muted}">${escapeHtml(beforeEmail)}\
<a href="mailto:${escapeHtml(support)}" style="color:${color.text.link}">${escapeHtml(support)}</a>${escapeHtml(afterEmail)}</p></td></tr>`,
  );

  return { to: input.to, fromName: name, subject, text, html, tenantId: tenant.id };
}
