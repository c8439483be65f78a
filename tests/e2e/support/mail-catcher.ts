import http from 'node:http';
import { startSmtpSink } from '../../support/smtp-sink.ts';
import { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from './ports.ts';

/**
 * A real SMTP server for the end-to-end suite, in its own process: the product sends mail to it
 * over SMTP, and tests read what arrived over HTTP (GET /mail?to=<address>).
 */
const sink = await startSmtpSink(MAIL_CATCHER_SMTP_PORT);

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return void response.end('ok');
    if (url.pathname === '/mail') {
      const to = url.searchParams.get('to') ?? '';
      const mails = sink.delivered.filter((m) => m.to.includes(to)).map(({ to: recipients, subject, text }) => ({ to: recipients, subject, text }));
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify(mails));
    }
    response.statusCode = 404;
    response.end();
  })
  .listen(MAIL_CATCHER_HTTP_PORT, '127.0.0.1');
