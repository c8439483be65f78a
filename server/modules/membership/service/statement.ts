import type { Readable } from 'node:stream';
import { notFound } from '../../../lib/errors.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { formatInvoiceNumber } from '../invoice/invoice-number.ts';
import { invoiceLink, invoiceLinkValid } from '../invoice-links.ts';
import { paymentsRepo } from '../repo/payments.ts';
import { plansRepo } from '../repo/plans.ts';
import { toSubscription, toTransaction, type TransactionsView } from '../views.ts';
import type { MembershipContext } from './context.ts';

/** The learner's payments, subscription and invoices: only ever their own. */
export function statementService(ctx: MembershipContext) {
  const payments = paymentsRepo(ctx.db);
  const plans = plansRepo(ctx.db);
  return {
    async transactions(tenant: Tenant, userId: string): Promise<TransactionsView> {
      const now = ctx.clock();
      const [rows, subscription] = await Promise.all([payments.ofLearner(tenant.id, userId), payments.subscription(userId)]);
      const active = subscription && subscription.tenantId === tenant.id && subscription.expiresAt > now ? subscription : undefined;
      const plan = active && (await plans.byId(active.planId));
      return {
        transactions: rows.map((row) =>
          toTransaction(row, row.invoicePath ? invoiceLink(ctx.keys.invoiceLink, { tenantId: tenant.id, userId, transactionId: row.id }, now) : null),
        ),
        subscription: active && plan ? toSubscription(active, plan) : null,
      };
    },
    /** The invoice PDF behind a signed link; the same 404 for every reason it cannot be served. */
    async invoice(
      tenant: Tenant,
      transactionId: string,
      link: { expires: number; signature: string },
    ): Promise<{ stream: Readable; size: number; fileName: string }> {
      const missing = () => notFound('Invoice not found');
      const row = await payments.transactionOfTenant(tenant.id, transactionId);
      if (!row?.invoicePath || row.invoiceNumber === null) throw missing();
      if (!invoiceLinkValid(ctx.keys.invoiceLink, { tenantId: tenant.id, userId: row.userId, transactionId }, link, ctx.clock())) throw missing();
      const file = await ctx.files.open(row.invoicePath);
      if (!file) throw missing();
      return { ...file, fileName: `${formatInvoiceNumber(row.invoiceNumber)}.pdf` };
    },
  };
}
