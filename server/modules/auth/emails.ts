import type { MailMessage } from '../../mail/mail-message.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { CODE_LIFETIME_MS } from './one-time-codes.ts';
import { brandedMail } from '../../mail/branded-mail.ts';

interface CodeMail {
  tenant: Tenant;
  /** https://host of the provider, for absolute links and the logo. */
  origin: string;
  to: string;
  /** The account holder's name, for the greeting. */
  firstName: string;
  code: string;
}

const minutes = CODE_LIFETIME_MS / 60_000;

/** To an address nobody has proven yet: it names nobody (the type has no name to give it). */
export function verificationMail(mail: Omit<CodeMail, 'firstName'>): MailMessage {
  return codeMail(mail, {
    subject: `Your ${mail.tenant.manifest.name} verification code: ${mail.code}`,
    intro: `Welcome to ${mail.tenant.manifest.name}! Enter this code to verify your email address and finish creating your account.`,
    outro: 'If you did not sign up, you can ignore this email: no account is created until the code is used.',
  });
}

/** A staff member's first sign-in at /staff: the code sets their first password. */
export function staffWelcomeMail(mail: CodeMail): MailMessage {
  return codeMail(mail, {
    subject: `Your ${mail.tenant.manifest.name} staff sign-in code: ${mail.code}`,
    intro: `You have been added as staff of ${mail.tenant.manifest.name}, to answer learners' support tickets. Enter this code at ${mail.origin}/staff to choose your password.`,
    outro: 'If you did not expect this email, you can ignore it: nothing changes until the code is used.',
  });
}

export function passwordResetMail(mail: CodeMail): MailMessage {
  return codeMail(mail, {
    subject: `Your ${mail.tenant.manifest.name} password reset code: ${mail.code}`,
    intro: 'We received a request to reset your password. Enter this code to choose a new one.',
    outro: 'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  });
}

function codeMail({ tenant, origin, to, firstName, code }: Omit<CodeMail, 'firstName'> & { firstName?: string }, copy: { subject: string; intro: string; outro: string }): MailMessage {
  return brandedMail(tenant, origin, {
    to,
    subject: copy.subject,
    firstName,
    intro: [copy.intro],
    highlight: { label: 'Your code', text: code, large: true },
    outro: [`It expires in ${minutes} minutes and works once.`, copy.outro],
  });
}
