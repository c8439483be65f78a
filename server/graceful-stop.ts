import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Lifecycle } from './lib/lifecycle.ts';

/**
 * Stops the process gently on SIGTERM or SIGINT. It drains at once (GET /api/ready answers 503,
 * answers ask for the connection to be closed), keeps serving for SHUTDOWN_DELAY_SECONDS so a
 * balancer that polls readiness moves traffic away, then closes: no new connections, chat sockets
 * ended, every request in flight (a submit, say) answered, then Redis, the tenant-sync listener and
 * the database closed (the app's onClose hooks). If that takes longer than
 * SHUTDOWN_TIMEOUT_SECONDS it exits with 1, so a supervisor knows it was cut short.
 */
export function stopOnSignals(app: FastifyInstance, lifecycle: Lifecycle, { delaySeconds, timeoutSeconds }: Config['shutdown']): void {
  const stop = async (signal: NodeJS.Signals) => {
    if (lifecycle.draining) return;
    lifecycle.drain();
    app.log.info({ signal, delaySeconds, timeoutSeconds }, 'shutting down: draining');
    if (delaySeconds > 0) await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
    const cutShort = setTimeout(() => {
      app.log.error({ timeoutSeconds }, 'shutting down: requests still in flight after SHUTDOWN_TIMEOUT_SECONDS; exiting');
      process.exit(1);
    }, timeoutSeconds * 1000);
    cutShort.unref();
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutting down: closing failed');
      process.exit(1);
    }
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
