import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server in this process: the product's mailer talks SMTP to it, and tests read
 * what was delivered (no mocked transport). Only what tests need of MIME is decoded.
 */
export async function startSmtpSink(port = 0) {
  const delivered: DeliveredMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        delivered.push({ ...parseMime(raw), to: session.envelope.rcptTo.map((r) => r.address), raw });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${listening}`,
    delivered,
    /** How many messages have arrived so far: pass it as `after` to wait only for newer ones. */
    mark: () => delivered.length,
    /** The newest message to `to` that matches (and arrived after `after`), waiting up to `timeoutMs`. */
    async waitFor(to: string, match: (mail: DeliveredMail) => boolean = () => true, after = 0, timeoutMs = 5000): Promise<DeliveredMail> {
      const find = () =>
        delivered
          .slice(after)
          .reverse()
          .find((m) => m.to.includes(to) && match(m));
      const deadline = performance.now() + timeoutMs; // not Date: server tests may fake it
      for (let found = find(); ; found = find()) {
        if (found) return found;
        if (performance.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms (got ${delivered.length} messages)`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
    },
    /** The 4-digit code in the newest mail to `to` whose subject matches. */
    async codeFor(to: string, subject: RegExp, after = 0): Promise<string> {
      const mail = await this.waitFor(to, (m) => subject.test(m.subject), after);
      return /Your code: (\d{4})/.exec(mail.text)![1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

function parseMime(raw: string): Omit<DeliveredMail, 'to' | 'raw'> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = unfold(head);
  const body = rest.join('\n\n');
  const subject = decodeWords(headers.get('subject') ?? '');
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\n\n${body}`];
  let text = '';
  let html = '';
  for (const part of parts) {
    const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const partHeaders = unfold(partHead);
    const content = decodeBody(partBody.join('\n\n'), partHeaders.get('content-transfer-encoding') ?? '7bit');
    if ((partHeaders.get('content-type') ?? '').startsWith('text/html')) html = content;
    else if ((partHeaders.get('content-type') ?? 'text/plain').startsWith('text/plain')) text = content;
  }
  return { subject, text, html };
}

function unfold(head: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeWords(value: string): string {
  return value
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .replace(/\?=\s+=\?/g, '');
}
