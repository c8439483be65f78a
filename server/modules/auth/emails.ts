import type { MailMessage } from '../../mail/mail-message.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { CODE_LIFETIME_MS } from './one-time-codes.ts';
import { brandedMail } from '../../mail/branded-mail.ts';
import { translator } from '../../i18n/catalog.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';

interface CodeMail {
  tenant: Tenant;
  /** https://host of the provider, for absolute links and the logo. */
  origin: string;
  to: string;
  /** The account holder's name, for the greeting. */
  firstName: string;
  code: string;
  /** The mail's language (i18n/mail-language.ts). */
  language: LanguageCode;
}

const minutes = CODE_LIFETIME_MS / 60_000;

/** To an address nobody has proven yet: it names nobody (the type has no name to give it). */
export function verificationMail(mail: Omit<CodeMail, 'firstName'>): MailMessage {
  return codeMail(mail, 'verification', {});
}

/** A staff member's first sign-in at /staff: the code sets their first password. */
export function staffWelcomeMail(mail: CodeMail): MailMessage {
  return codeMail(mail, 'staffWelcome', { url: `${mail.origin}/staff` });
}

export function passwordResetMail(mail: CodeMail): MailMessage {
  return codeMail(mail, 'passwordReset', {});
}

function codeMail(
  { tenant, origin, to, firstName, code, language }: Omit<CodeMail, 'firstName'> & { firstName?: string },
  kind: 'verification' | 'staffWelcome' | 'passwordReset',
  values: Record<string, string>,
): MailMessage {
  const t = translator(language, 'mail');
  const all = { provider: tenant.manifest.name, code, ...values };
  return brandedMail(tenant, origin, {
    to,
    subject: t(`${kind}.subject`, all),
    firstName,
    intro: [t(`${kind}.intro`, all)],
    highlight: { label: t('code.label'), text: code, large: true },
    outro: [t('code.expires', { minutes }), t(`${kind}.outro`, all)],
    language,
  });
}
