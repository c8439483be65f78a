import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Lifecycle } from '../lib/lifecycle.ts';

/**
 * While the process drains, every answer asks its client to close the connection (HTTP/1.1), so
 * keep-alive clients and balancers reconnect elsewhere, and a connection whose last request has
 * been answered closes at once instead of holding the shutdown open until its keep-alive timeout.
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance, { lifecycle }: { lifecycle: Lifecycle }) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (lifecycle.draining && request.raw.httpVersionMajor === 1) reply.header('Connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
