import type { Plugin } from 'vite';
import { passwordResetMail, staffWelcomeMail, verificationMail } from '../server/modules/auth/emails.ts';
import { invoiceProvider } from '../server/modules/membership/invoice/invoice-provider.ts';
import { renderInvoice } from '../server/modules/membership/invoice/render-invoice.ts';
import { receiptMail } from '../server/modules/membership/receipt/receipt-mail.ts';
import { staffReplyMail, ticketClosedMail } from '../server/modules/tickets/emails.ts';
import type { MailMessage } from '../server/mail/mail-message.ts';
import { publicManifest } from '../server/tenants/public-manifest.ts';
import type { Tenant } from '../server/tenants/registry.ts';
import { demoTenants, storyAssetPrefix } from './tenant-themes-plugin.ts';

const VIRTUAL_ID = 'virtual:mail-previews';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Fixed sample data, so a preview changes only when a template or a brand does. */
const LEARNER = {
  id: 'learner',
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara.okafor@example.com',
  role: 'User' as const,
  jobTitle: null,
  language: null,
};
const STAFF = {
  id: 'staff',
  firstName: 'Tomasz',
  lastName: 'Wiśniewski',
  email: 'tomasz@example.com',
  role: 'Staff' as const,
  jobTitle: 'Clinical educator',
  language: null,
};
const TICKET = { id: '6f1d2c3b-4a59-4e8f-9b7a-0c1d2e3f4a5b', subject: 'Question 14 of the cardiology quiz marks the right answer wrong' };
const PAID_AT = new Date('2026-11-23T10:15:00Z');
const EXPIRES_AT = new Date('2027-02-21T10:15:00Z');
const PAYMENT = {
  planName: 'Standard',
  validityLabel: '3 Months',
  validityDays: 90,
  amountMinor: 2999,
  invoiceNumber: 'INV-000042',
  paymentId: 'pi_3QxYz1AbCdEfGhIjKlMnOp',
};
const REPLY =
  'Thank you for spotting this. The answer key had options B and C swapped after last week’s update; ' +
  'it is fixed now, and your report for that attempt has been re-scored.\n\nIf anything else looks wrong, reply here.';

/**
 * Exposes `virtual:mail-previews` to the stories: every email the server sends and the invoice
 * PDF, rendered in Node by the server's own renderers for each demo tenant with fixed sample
 * data. Stories run in the browser and src/ never imports server/, so this is where they meet.
 */
export function mailPreviewsPlugin(): Plugin {
  return {
    name: 'storybook-mail-previews',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const previews = await Promise.all((await demoTenants()).map((loaded) => tenantPreviews({ ...loaded, id: '00000000-0000-4000-8000-000000000000' })));
      return `export default ${JSON.stringify(Object.fromEntries(previews))};`;
    },
  };
}

async function tenantPreviews(tenant: Tenant) {
  const origin = `https://${tenant.manifest.hosts[0] ?? `${tenant.slug}.example`}`;
  const language = tenant.manifest.locale;
  const code = { tenant, origin, to: LEARNER.email, firstName: LEARNER.firstName, code: '4827', language };
  const ticketMail = { tenant, origin, learner: LEARNER, ticket: TICKET, language };
  const mails: Record<string, MailMessage> = {
    verification: verificationMail({ tenant, origin, to: LEARNER.email, code: code.code, language }),
    passwordReset: passwordResetMail(code),
    staffWelcome: staffWelcomeMail({ ...code, to: STAFF.email, firstName: STAFF.firstName }),
    staffReply: staffReplyMail(ticketMail, STAFF, REPLY),
    ticketClosed: ticketClosedMail(ticketMail),
    receipt: receiptMail({
      tenant,
      origin,
      to: LEARNER.email,
      firstName: LEARNER.firstName,
      currency: tenant.manifest.currency,
      paidAt: PAID_AT,
      expiresAt: EXPIRES_AT,
      ...PAYMENT,
      language,
    }),
  };
  // The mails link their logo at the provider's host; Storybook serves it from its static folder.
  const served = publicManifest(tenant).logo;
  const logo = `${origin}${served}`;
  const storyLogo = served.replace(/^\/tenant-assets\//, storyAssetPrefix(tenant.slug)).replace(/\?v=.*$/, '');
  const emails = Object.fromEntries(
    Object.entries(mails).map(([key, mail]) => [key, { subject: mail.subject, html: mail.html.replaceAll(logo, storyLogo), text: mail.text }]),
  );
  const invoice = await renderInvoice({
    provider: await invoiceProvider(tenant),
    learner: { name: `${LEARNER.firstName} ${LEARNER.lastName}`, email: LEARNER.email },
    currency: tenant.manifest.currency,
    paidAt: PAID_AT,
    transactionId: '0b7f3c2e-9a41-4d7e-8f0a-5c6d7e8f9a01',
    ...PAYMENT,
  });
  return [tenant.slug, { emails, invoicePdf: invoice.toString('base64') }] as const;
}
