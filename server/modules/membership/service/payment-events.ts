import { randomUUID } from 'node:crypto';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { formatInvoiceNumber } from '../invoice/invoice-number.ts';
import { invoiceProvider } from '../invoice/invoice-provider.ts';
import { renderInvoice } from '../invoice/render-invoice.ts';
import { InvalidPaymentEvent, type PaymentEvent, type ProviderName } from '../payments/payment-provider.ts';
import { receiptMail } from '../receipt/receipt-mail.ts';
import { ordersRepo } from '../repo/orders.ts';
import { paymentsRepo, type TransactionRow } from '../repo/payments.ts';
import { plansRepo } from '../repo/plans.ts';
import type { MembershipContext } from './context.ts';
import { mailLanguage } from '../../../i18n/mail-language.ts';

/** What an event did, for the log and the tests. */
export type EventEffect =
  | { effect: 'paid'; transaction: TransactionRow; expiresAt: Date }
  | { effect: 'refunded'; transaction: TransactionRow; expiresAt: Date | undefined }
  | { effect: 'duplicate' | 'ignored' | 'nothing' | 'amount-mismatch' };

/**
 * The payment webhook. An event is applied once (its id is recorded in the same transaction
 * as its effect), an order is paid once whatever events complete it, and a payment's whole
 * effect (order paid, transaction with its invoice, subscription extended) commits together or
 * not at all: a failure answers 5xx and the provider delivers the event again.
 */
export function paymentEventsService(ctx: MembershipContext) {
  async function apply(providerName: ProviderName, event: PaymentEvent): Promise<EventEffect> {
    const now = ctx.clock();
    // Who pays is asked of auth before the transaction opens: an embedded database has one
    // connection, and a query outside the open transaction would wait for it forever.
    const known = event.kind === 'paid' && isUuid(event.orderId) ? await ordersRepo(ctx.db).byId(event.orderId) : undefined;
    const payer = known && (await ctx.payer(known.tenantId, known.userId));
    let paid: { transaction: TransactionRow; expiresAt: Date; origin: string; planName: string } | undefined;
    const result = await ctx.db.transaction(async (tx): Promise<EventEffect> => {
      const payments = paymentsRepo(tx);
      const paymentId = event.kind === 'ignored' ? null : event.paymentId;
      if (!(await payments.recordEvent({ provider: providerName, eventId: event.eventId, kind: event.kind, paymentId }))) return { effect: 'duplicate' };

      if (event.kind === 'ignored') return { effect: 'ignored' };
      if (event.kind === 'refunded') {
        const transaction = await payments.transactionByPayment(event.paymentId);
        // Unknown yet: the payment's own event will find this refund recorded and grant nothing.
        if (!transaction || !(await payments.markRefunded(transaction.id, now))) return { effect: 'nothing' };
        const expiresAt = await payments.shortenSubscription(transaction.userId, transaction.validityDays, now);
        return { effect: 'refunded', transaction: { ...transaction, status: 'refunded', refundedAt: now }, expiresAt };
      }

      const order = payer ? await ordersRepo(tx).claimPending(providerName, event.orderId) : undefined;
      if (!order || !payer) return { effect: 'nothing' };
      if (order.amountMinor !== event.amountMinor || order.currency !== event.currency) {
        // Never grant a plan for a payment that is not the plan's price; the order stays unpaid.
        throw new AmountMismatch(`order ${order.id}: paid ${event.amountMinor} ${event.currency}, expected ${order.amountMinor} ${order.currency}`);
      }
      const plan = (await plansRepo(tx).byId(order.planId))!;
      const tenant = ctx.registry.byId(order.tenantId);
      if (!tenant) return { effect: 'nothing' };

      const refundedAlready = await payments.refundSeen(providerName, event.paymentId);
      const number = await payments.nextInvoiceNumber(order.tenantId);
      const transactionId = randomUUID();
      const invoicePath = `${order.tenantId}/invoices/${transactionId}.pdf`;
      const pdf = await renderInvoice({
        provider: await invoiceProvider(tenant),
        learner: { name: payer.name, email: payer.email },
        invoiceNumber: formatInvoiceNumber(number),
        planName: plan.name,
        validityLabel: plan.validityLabel,
        validityDays: plan.validityDays,
        amountMinor: order.amountMinor,
        currency: order.currency,
        paymentId: event.paymentId,
        paidAt: now,
        transactionId,
        // Written once, when paid, in the learner's language (as the receipt is).
        language: mailLanguage(tenant, payer.language),
      });
      await ctx.files.put(invoicePath, pdf);
      const transaction = await payments.addTransaction({
        id: transactionId,
        tenantId: order.tenantId,
        userId: order.userId,
        planId: plan.id,
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        validityLabel: plan.validityLabel,
        validityDays: plan.validityDays,
        paymentId: event.paymentId,
        status: refundedAlready ? 'refunded' : 'paid',
        invoiceNumber: number,
        invoicePath,
      });
      const expiresAt = refundedAlready
        ? ((await payments.subscription(order.userId))?.expiresAt ?? now)
        : await payments.extendSubscription({
            tenantId: order.tenantId,
            userId: order.userId,
            planId: plan.id,
            amountMinor: order.amountMinor,
            days: plan.validityDays,
            now,
          });
      if (!refundedAlready) paid = { transaction, expiresAt, origin: order.returnOrigin, planName: plan.name };
      return { effect: 'paid', transaction, expiresAt };
    });
    if (paid) sendReceipt(paid);
    return result;
  }

  function sendReceipt(paid: { transaction: TransactionRow; expiresAt: Date; origin: string; planName: string }): void {
    const { transaction } = paid;
    const tenant = ctx.registry.byId(transaction.tenantId);
    ctx.mailer.sendWhenReady(
      ctx.payer(transaction.tenantId, transaction.userId).then((payer) =>
        !tenant || !payer
          ? undefined
          : receiptMail({
              tenant,
              origin: paid.origin,
              to: payer.email,
              firstName: payer.firstName,
              paidAt: transaction.createdAt,
              paymentId: transaction.paymentId,
              planName: paid.planName,
              validityLabel: transaction.validityLabel,
              validityDays: transaction.validityDays,
              amountMinor: transaction.amountMinor,
              currency: transaction.currency,
              invoiceNumber: formatInvoiceNumber(transaction.invoiceNumber!),
              expiresAt: paid.expiresAt,
              // A webhook is no learner's request: the account's language, else the provider's default.
              language: mailLanguage(tenant, payer.language),
            }),
      ),
    );
  }

  return {
    apply,
    /** POST /api/payment/webhook/{provider}: checks the signature over the raw bytes, then applies the event. */
    async receive(providerName: string, rawBody: Buffer | undefined, headers: Record<string, string | string[] | undefined>): Promise<EventEffect> {
      const provider = ctx.provider;
      if (!provider || provider.name !== providerName) throw notFound(`Payment provider ${providerName} is not configured on this server`);
      if (!rawBody) throw badRequest('body: is required');
      let event: PaymentEvent;
      try {
        event = provider.parseEvent(rawBody, headers);
      } catch (error) {
        if (error instanceof InvalidPaymentEvent) throw badRequest(`signature: ${error.message}`);
        throw error;
      }
      try {
        return await apply(provider.name, event);
      } catch (error) {
        if (error instanceof AmountMismatch) {
          await paymentsRepo(ctx.db).recordEvent({ provider: provider.name, eventId: event.eventId, kind: 'amount-mismatch', paymentId: null });
          return { effect: 'amount-mismatch' };
        }
        throw error;
      }
    },
  };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

class AmountMismatch extends Error {
  override name = 'AmountMismatch';
}
