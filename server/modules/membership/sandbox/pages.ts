import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderSandboxPage } from './checkout-page.ts';
import type { SandboxCheckout } from './sandbox-checkout.ts';
import { translateMessage } from '../../../i18n/translate-message.ts';

const SESSION = /^[A-Za-z0-9_-]{8,100}$/;
const notFound = (request: FastifyRequest) => ({ message: translateMessage(request.language, 'This checkout does not exist.') });

/**
 * The sandbox's pages on the tenant's host: GET shows the checkout; POST …/pay signs the payment
 * event and delivers it to this server's own webhook (the full path a real provider's event
 * takes: signature, idempotency, one transaction), then sends the learner back to Membership;
 * POST …/decline and …/cancel send them to Payment Failed with nothing changed. `live`: a
 * production server, where the sandbox warns in the log at start and in a banner on its page.
 */
export function sandboxPages(checkout: SandboxCheckout, { live }: { live: boolean }) {
  return async (app: FastifyInstance) => {
    if (live) {
      app.log.warn(
        'The payment sandbox is serving checkout on a production server (NODE_ENV=production, PAYMENTS_PROVIDER=sandbox): ' +
          'it takes no real payment and its Pay button gives plans for free. Use it only for a demo; ' +
          'set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments.',
      );
    }
    // The page's buttons are plain forms with no fields: accept (and drain) their empty body.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

    app.get<{ Params: { sessionId: string } }>('/checkout/sandbox/:sessionId', async (request, reply) => {
      const found = SESSION.test(request.params.sessionId) ? await checkout.page(request.tenant, request.params.sessionId) : undefined;
      if (!found) return reply.code(404).send(notFound(request));
      const base = `/checkout/sandbox/${request.params.sessionId}`;
      const nonce = randomBytes(16).toString('base64');
      const html = renderSandboxPage(
        request.tenant,
        {
          planName: found.plan.name,
          validityLabel: found.plan.validityLabel,
          amountMinor: found.order.amountMinor,
          currency: found.order.currency,
          open: found.order.status === 'pending',
          actions: { pay: `${base}/pay`, decline: `${base}/decline`, cancel: `${base}/cancel` },
          backUrl: found.backUrl,
          live,
        },
        nonce,
        request.language,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Security-Policy',
          `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
        )
        .send(html);
    });

    app.post<{ Params: { sessionId: string; choice: string } }>('/checkout/sandbox/:sessionId/:choice', async (request, reply) => {
      const { sessionId, choice } = request.params;
      if (!SESSION.test(sessionId) || !['pay', 'decline', 'cancel'].includes(choice)) return reply.code(404).send(notFound(request));
      if (choice !== 'pay') {
        const back = await checkout.cancelUrl(request.tenant, sessionId);
        return back ? reply.redirect(back, 303) : reply.code(404).send(notFound(request));
      }
      const payment = await checkout.pay(request.tenant, sessionId);
      if (!payment) return reply.code(404).send(notFound(request));
      const delivered = await app.inject({
        method: 'POST',
        url: '/api/payment/webhook/sandbox',
        headers: { host: request.host, 'content-type': 'application/json', 'x-payment-signature': payment.delivery.signature },
        payload: payment.delivery.body,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'the sandbox webhook delivery failed');
        return reply
          .code(502)
          .send({ message: translateMessage(request.language, 'The payment could not be confirmed. Nothing was charged; please try again.') });
      }
      return reply.redirect(payment.successUrl, 303);
    });
  };
}
