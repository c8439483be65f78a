import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/operation-types.ts';
import { ownTenant } from '../../lib/tenant-scope.ts';
import type { MembershipService } from './service.ts';

const checkout = (service: MembershipService) => async (request: FastifyRequest<{ Body: Parameters<MembershipService['checkout']['start']>[2] }>) =>
  service.checkout.start(request.tenant, request.auth.userId, request.body);

/** Plans, checkout, the payment webhook, and the learner's transactions and invoices. */
export function membershipRoutes(service: MembershipService): Handlers {
  return {
    // GET /api/plans/get-plans
    getPlans: async ({ tenant, query, language }) => ({
      subDomain: { _id: tenant.id, plans: await service.plans(ownTenant(tenant, query.subdomain), language) },
    }),
    // GET /api/transaction/get-user-transactions
    getUserTransactions: async (request) => service.statement.transactions(request.tenant, request.auth.userId),
    // POST /api/payment/create-checkout-session
    createCheckoutSession: checkout(service),
    // POST /api/order/create-order (the same call at its older path)
    createOrder: checkout(service),
    // POST /api/payment/webhook/{provider}
    paymentWebhook: async (request) => {
      const { effect } = await service.events.receive(request.params.provider, request.rawBody, request.headers);
      if (effect === 'amount-mismatch') request.log.error({ provider: request.params.provider }, 'a payment did not match its order: no plan granted');
      return { received: true };
    },
    // GET /api/transaction/invoice/{transactionId}
    getInvoice: async (request, reply) => {
      const invoice = await service.statement.invoice(request.tenant, request.params.transactionId, request.query);
      return reply
        .type('application/pdf')
        .header('Content-Length', invoice.size)
        .header('Content-Disposition', `inline; filename="${invoice.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(invoice.stream);
    },
  };
}
