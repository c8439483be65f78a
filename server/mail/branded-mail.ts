import { escapeHtml } from '../lib/escape-html.ts';
import { publicManifest } from '../tenants/public-manifest.ts';
import type { Tenant } from '../tenants/registry.ts';
import type { MailMessage } from './mail-message.ts';
import { directionOf, type LanguageCode } from '../../shared/i18n/languages.ts';
import { translate } from '../i18n/catalog.ts';

/** What a short transactional email says; the layout and brand come from `brandedMail`. */
export interface MailContent {
  to: string;
  subject: string;
  /** Whom the greeting names; without it the mail says only "Hello,". */
  firstName?: string;
  /** Paragraphs before the highlight. */
  intro: string[];
  /** A code or a quotation, shown large in the brand's subtle colour. */
  highlight?: { label: string; text: string; large?: boolean };
  /** A button to the product. */
  action?: { label: string; url: string };
  /** Smaller paragraphs at the end. */
  outro: string[];
  /** The language the content is written in (its greeting and document follow it). */
  language: LanguageCode;
}

/**
 * A short transactional email in the provider's brand (name, logo, colours), as HTML and text.
 * The logo sits on the surface colour: logos are drawn for light backgrounds (a dark hero colour
 * hid Ledgerline's navy logo). Every text is escaped.
 */
export function brandedMail(tenant: Tenant, origin: string, content: MailContent): MailMessage {
  const name = tenant.manifest.name;
  const { color } = tenant.theme;
  const support = tenant.manifest.support.email;
  const { highlight, action } = content;
  const greeting = content.firstName
    ? translate(content.language, 'mail', 'greeting', { name: content.firstName })
    : translate(content.language, 'mail', 'greetingNoName');
  const text = [
    greeting,
    '',
    ...content.intro.flatMap((p) => [p, '']),
    ...(highlight ? [`${highlight.label}: ${highlight.text}`, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...content.outro.flatMap((p) => [p, '']),
    `${name} · ${origin} · ${support}`,
  ].join('\n');
  const paragraph = (p: string, size: number, muted = false) =>
    `<p style="margin:0 0 ${size === 16 ? 16 : 12}px;font-size:${size}px;line-height:1.5${muted ? `;color:${color.text.muted}` : ''}">${escapeHtml(p)}</p>`;
  const highlightHtml = highlight
    ? `<p style="margin:8px 0 8px;font-size:14px;color:${color.text.muted}">${escapeHtml(highlight.label)}</p>
<p style="margin:0 0 24px;\
${highlight.large ? 'font-size:36px;letter-spacing:12px;font-weight:bold;display:inline-block' : 'font-size:15px;line-height:1.5;white-space:pre-wrap'};\
color:${color.brand.onSubtle};background:${color.brand.subtle};border-radius:8px;padding:12px 16px">${escapeHtml(highlight.text)}</p>`
    : '';
  const actionHtml = action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" ` +
      `style="display:inline-block;background:${color.brand.primary};color:${color.brand.onPrimary};text-decoration:none;font-weight:bold;` +
      `border-radius:8px;padding:12px 20px">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = mailDocument(
    tenant,
    origin,
    content.subject,
    content.language,
    `<tr><td style="padding:28px 24px 8px">${paragraph(greeting, 16)}${content.intro.map((p) => paragraph(p, 16)).join('')}
${highlightHtml}${actionHtml}${content.outro.map((p) => paragraph(p, 14, true)).join('')}</td></tr>`,
  );
  return { to: content.to, fromName: name, subject: content.subject, text, html, tenantId: tenant.id };
}

/**
 * The branded frame every email shares: the document (its subject as the title), the provider's
 * logo on the surface colour above a brand-coloured rule, the body rows given, and the footer with
 * the provider's name, site and support address, in the mail's language (`lang`, and `dir` when
 * right to left). Text in `bodyRows` must be escaped already.
 */
export function mailDocument(tenant: Tenant, origin: string, subject: string, language: LanguageCode, bodyRows: string): string {
  const name = tenant.manifest.name;
  const { color } = tenant.theme;
  const logo = `${origin}${publicManifest(tenant).logo}`;
  const support = tenant.manifest.support.email;
  return `<!doctype html><html lang="${language}"${directionOf(language) === 'rtl' ? ' dir="rtl"' : ''}>\
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\
<body style="margin:0;background:${color.bg.surfaceAlt};font-family:Arial,Helvetica,sans-serif;color:${color.text.default}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${color.bg.surfaceAlt};padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" \
style="max-width:520px;background:${color.bg.surface};border-radius:12px;overflow:hidden;border:1px solid ${color.border.default}">
<tr><td style="background:${color.bg.surface};padding:20px 24px;border-bottom:4px solid ${color.brand.primary}">\
<img src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" height="40" style="display:block;height:40px;border:0"></td></tr>
${bodyRows}
<tr><td style="padding:16px 24px;background:${color.bg.inverse};color:${color.text.onInverse};font-size:13px">\
${escapeHtml(name)} · <a href="${escapeHtml(origin)}" style="color:${color.text.onInverse}">${escapeHtml(origin.replace(/^https?:\/\//, ''))}</a> · \
<a href="mailto:${escapeHtml(support)}" style="color:${color.text.onInverse}">${escapeHtml(support)}</a></td></tr>
</table></td></tr></table></body></html>`;
}
