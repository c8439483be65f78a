import type { MailMessage } from '../../mail/mail-message.ts';
import type { Tenant } from '../../tenants/registry.ts';
import { publicManifest } from '../../tenants/public-manifest.ts';
import { CODE_LIFETIME_MS } from './one-time-codes.ts';
import { escapeHtml } from '../../lib/escape-html.ts';


interface CodeMail {
  tenant: Tenant;
  /** https://host of the provider, for absolute links and the logo. */
  origin: string;
  to: string;
  firstName: string;
  code: string;
}

const minutes = CODE_LIFETIME_MS / 60_000;

export function verificationMail(mail: CodeMail): MailMessage {
  return codeMail(mail, {
    subject: `Your ${mail.tenant.manifest.name} verification code: ${mail.code}`,
    intro: `Welcome to ${mail.tenant.manifest.name}! Enter this code to verify your email address and finish creating your account.`,
    outro: 'If you did not sign up, you can ignore this email: no account is created until the code is used.',
  });
}

export function passwordResetMail(mail: CodeMail): MailMessage {
  return codeMail(mail, {
    subject: `Your ${mail.tenant.manifest.name} password reset code: ${mail.code}`,
    intro: 'We received a request to reset your password. Enter this code to choose a new one.',
    outro: 'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  });
}

/**
 * A short transactional email in the provider's brand: name, logo and colours, HTML and text.
 * The logo sits on the surface colour: logos are drawn for light backgrounds (a dark hero colour
 * hid Ledgerline's navy logo).
 */
function codeMail({ tenant, origin, to, firstName, code }: CodeMail, copy: { subject: string; intro: string; outro: string }): MailMessage {
  const name = tenant.manifest.name;
  const { color } = tenant.theme;
  const logo = `${origin}${publicManifest(tenant).logo}`;
  const support = tenant.manifest.support.email;
  const text = [
    `Hello ${firstName},`,
    '',
    copy.intro,
    '',
    `Your code: ${code}`,
    `It expires in ${minutes} minutes and works once.`,
    '',
    copy.outro,
    '',
    `${name} · ${origin} · ${support}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;background:${color.bg.surfaceAlt};font-family:Arial,Helvetica,sans-serif;color:${color.text.default}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${color.bg.surfaceAlt};padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:${color.bg.surface};border-radius:12px;overflow:hidden;border:1px solid ${color.border.default}">
<tr><td style="background:${color.bg.surface};padding:20px 24px;border-bottom:4px solid ${color.brand.primary}"><img src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" height="40" style="display:block;height:40px;border:0"></td></tr>
<tr><td style="padding:28px 24px 8px"><p style="margin:0 0 16px;font-size:16px">Hello ${escapeHtml(firstName)},</p><p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(copy.intro)}</p>
<p style="margin:0 0 8px;font-size:14px;color:${color.text.muted}">Your code</p>
<p style="margin:0 0 8px;font-size:36px;letter-spacing:12px;font-weight:bold;color:${color.brand.onSubtle};background:${color.brand.subtle};border-radius:8px;padding:12px 16px;display:inline-block">${escapeHtml(code)}</p>
<p style="margin:8px 0 24px;font-size:14px;color:${color.text.muted}">It expires in ${minutes} minutes and works once.</p>
<p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:${color.text.muted}">${escapeHtml(copy.outro)}</p></td></tr>
<tr><td style="padding:16px 24px;background:${color.bg.inverse};color:${color.text.onInverse};font-size:13px">${escapeHtml(name)} · <a href="${escapeHtml(origin)}" style="color:${color.text.onInverse}">${escapeHtml(origin.replace(/^https?:\/\//, ''))}</a> · <a href="mailto:${escapeHtml(support)}" style="color:${color.text.onInverse}">${escapeHtml(support)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { to, fromName: name, subject: copy.subject, text, html, tenantId: tenant.id };
}
