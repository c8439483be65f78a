import { describe, expect, it } from 'vitest';
import type { MailMessage, MailTransport } from './mail-message.ts';
import { Mailer } from './mailer.ts';

const message: MailMessage = { to: 'a@example.com', fromName: 'Alpha', subject: 'Hi', text: 't', html: '<p>t</p>', tenantId: 't1' };

class FlakyTransport implements MailTransport {
  attempts = 0;
  delivered: MailMessage[] = [];
  constructor(private readonly failures: number) {}
  async deliver(m: MailMessage) {
    this.attempts++;
    if (this.attempts <= this.failures) throw new Error('connection refused');
    this.delivered.push(m);
  }
  async close() {}
}

describe('Mailer', () => {
  it('returns at once and never throws, even when the mail server is down', () => {
    const mailer = new Mailer(new FlakyTransport(99), undefined, [1, 1]);
    expect(() => mailer.send(message)).not.toThrow();
  });

  it('retries failed deliveries, then delivers', async () => {
    const transport = new FlakyTransport(2);
    const mailer = new Mailer(transport, undefined, [1, 1, 1]);
    mailer.send(message);
    await mailer.idle();
    expect(transport.attempts).toBe(3);
    expect(transport.delivered).toEqual([message]);
  });

  it('gives up after the last retry, logging it', async () => {
    const transport = new FlakyTransport(99);
    const logged: string[] = [];
    const log = { warn: () => undefined, error: (_o: unknown, msg: string) => logged.push(msg), info: () => undefined } as never;
    const mailer = new Mailer(transport, log, [1, 1]);
    mailer.send(message);
    await mailer.idle();
    expect(transport.attempts).toBe(3);
    expect(logged).toEqual(['mail could not be delivered; giving up']);
  });
});

describe('Mailer.sendWhenReady', () => {
  it('sends the message once its lookup answers, and nothing when there is nothing to send', async () => {
    const transport = new FlakyTransport(0);
    const mailer = new Mailer(transport, undefined, []);
    mailer.sendWhenReady(Promise.resolve(message));
    mailer.sendWhenReady(Promise.resolve(undefined));
    await mailer.idle();
    expect(transport.delivered).toEqual([message]);
  });

  it('logs a lookup that fails, never throws it, and is idle after it', async () => {
    const logged: string[] = [];
    const log = { warn: () => undefined, error: (_o: unknown, msg: string) => logged.push(msg), info: () => undefined } as never;
    const mailer = new Mailer(new FlakyTransport(0), log, []);
    mailer.sendWhenReady(Promise.reject(new Error('database closed')));
    await mailer.idle();
    expect(logged).toEqual(['mail not sent: what it needed could not be read']);
  });
});
