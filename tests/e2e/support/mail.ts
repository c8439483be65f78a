import { expect } from '@playwright/test';
import { MAIL_CATCHER_HTTP_PORT } from './ports.ts';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

async function mailTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** How many messages `address` has received so far. */
export async function mailCount(address: string): Promise<number> {
  return (await mailTo(address)).length;
}

/** The 4-digit code of the first message to `address` after the first `after`, whose subject matches. */
export async function codeFromMail(address: string, subject: RegExp, after = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(address)).slice(after).find((m) => subject.test(m.subject));
        code = mail ? (/Your code: (\d{4})/.exec(mail.text)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 10_000, message: `a mail to ${address} matching ${subject}` },
    )
    .toMatch(/^\d{4}$/);
  return code;
}
