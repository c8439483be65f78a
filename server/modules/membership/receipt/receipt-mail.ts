import type { MailMessage } from '../../../mail/mail-message.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { mailDocument } from '../../../mail/branded-mail.ts';
import { formatLongDate, formatMoney } from '../invoice/formats.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';

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
}

/** The learner's receipt: what was bought, for how much and how long, and where the invoice is. */
export function receiptMail(input: ReceiptMailInput): MailMessage {
  const { tenant, origin, firstName } = input;
  const name = tenant.manifest.name;
  const { color } = tenant.theme;
  const support = tenant.manifest.support.email;
  const membershipUrl = `${origin}/#/menu/membership`;
  const amount = formatMoney(input.amountMinor, input.currency);
  const expires = formatLongDate(input.expiresAt);
  const subject = `${name}: your receipt for ${input.planName}`;
  const intro = `Thank you for your payment to ${name}. Your membership now runs until ${expires}.`;
  const rows: Array<[string, string]> = [
    ['Plan', input.planName],
    ['Validity', `${input.validityLabel} (${input.validityDays} days)`],
    ['Amount paid', `${amount} (${input.currency})`],
    ['Payment date', formatLongDate(input.paidAt)],
    ['Membership expires', expires],
    ['Invoice number', input.invoiceNumber],
    ['Payment ID', input.paymentId],
  ];

  const text = [
    `Hello ${firstName},`,
    '',
    intro,
    '',
    ...rows.map(([key, value]) => `${key}: ${value}`),
    '',
    'Your invoice is on your Membership page, to view or download:',
    membershipUrl,
    '',
    `Questions about this payment? Write to ${support}.`,
    '',
    `${name} · ${origin} · ${support}`,
  ].join('\n');

  const cell = 'padding:8px 0;border-bottom:1px solid ' + color.border.default;
  const table = rows
    .map(([key, value]) => `<tr><td style="${cell};color:${color.text.muted}">${escapeHtml(key)}</td><td align="right" style="${cell};font-weight:bold">${escapeHtml(value)}</td></tr>`)
    .join('');
  const html = mailDocument(tenant, origin, subject, `<tr><td style="padding:28px 24px 8px"><p style="margin:0 0 16px;font-size:16px">Hello ${escapeHtml(firstName)},</p><p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 24px">${table}</table>
<p style="margin:0 0 24px"><a href="${escapeHtml(membershipUrl)}" style="display:inline-block;background:${color.brand.primary};color:${color.brand.onPrimary};text-decoration:none;font-weight:bold;font-size:15px;padding:12px 20px;border-radius:8px">View your invoice</a></p>
<p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:${color.text.muted}">Your invoice ${escapeHtml(input.invoiceNumber)} is on your Membership page, to view or download. Questions about this payment? Write to <a href="mailto:${escapeHtml(support)}" style="color:${color.text.link}">${escapeHtml(support)}</a>.</p></td></tr>`);

  return { to: input.to, fromName: name, subject, text, html, tenantId: tenant.id };
}
