import { cssVariableDeclarations } from '../../../../shared/theme/css-variables.ts';
import { publicManifest } from '../../../tenants/public-manifest.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { translator } from '../../../i18n/catalog.ts';
import { formatMoney } from '../../../../shared/i18n/money.ts';
import { directionOf, type LanguageCode } from '../../../../shared/i18n/languages.ts';

export interface SandboxPageModel {
  planName: string;
  validityLabel: string;
  amountMinor: number;
  currency: string;
  /** False once the order was paid: the page then says so instead of offering Pay again. */
  open: boolean;
  /** Form actions, relative to this host. */
  actions: { pay: string; decline: string; cancel: string };
  backUrl: string;
  /** Served by a production server: the page says in a banner that no real payment is taken. */
  live: boolean;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:var(--space-md);\
background:var(--color-bg-page);color:var(--color-text-default);font-family:var(--font-family-body);line-height:var(--font-line-height-normal)}
main{width:100%;max-width:420px;background:var(--color-bg-surface);border:1px solid var(--color-border-default);border-radius:var(--radius-lg);\
padding:var(--space-lg);box-shadow:var(--shadow-sm)}
header{display:flex;align-items:center;gap:12px;margin-bottom:var(--space-lg)}
header img{height:40px;max-width:160px;object-fit:contain}
.badge{display:inline-block;font-size:var(--font-size-xs);font-weight:var(--font-weight-medium);letter-spacing:.04em;text-transform:uppercase;\
padding:2px 8px;border-radius:var(--radius-pill);background:var(--color-brand-subtle);color:var(--color-brand-on-subtle)}
h1{font-family:var(--font-family-heading);font-size:var(--font-size-xl);line-height:var(--font-line-height-tight);\
margin:var(--space-xs) 0 var(--space-xxs);color:var(--color-text-heading)}
.amount{font-size:var(--font-size-xxl);font-weight:var(--font-weight-bold);margin:var(--space-sm) 0 var(--space-xxs);color:var(--color-text-heading)}
p{margin:4px 0;color:var(--color-text-muted)}
form{margin:0}
.actions{display:grid;gap:var(--space-sm);margin-top:var(--space-lg)}
button,a.button{display:block;width:100%;text-align:center;font:inherit;font-weight:var(--font-weight-medium);padding:var(--space-sm) var(--space-md);\
border-radius:var(--radius-md);cursor:pointer;text-decoration:none;border:1px solid transparent}
.pay{background:var(--color-brand-primary);color:var(--color-brand-on-primary)}
.decline{background:var(--color-bg-surface);color:var(--color-text-default);border-color:var(--color-border-strong)}
.cancel{background:transparent;color:var(--color-text-link);text-decoration:underline}
button:focus-visible,a.button:focus-visible{outline:3px solid var(--color-border-focus);outline-offset:2px}
.note{font-size:var(--font-size-sm);margin-top:var(--space-lg)}
.live-warning{margin:0 0 var(--space-lg);padding:var(--space-sm) var(--space-md);border-radius:var(--radius-md);\
background:var(--color-status-danger);color:var(--color-status-on-status)}
`;

/** On a production server the sandbox is a demo at best: nobody paying there should think they paid. */
const liveWarning = (say: (key: string) => string) => `<div class="live-warning" role="alert"><strong>${say('liveTitle')}</strong> ${say('liveText')}</div>`;

/**
 * The built-in payment sandbox's checkout page: a stand-in for a real provider's hosted page, on
 * the provider's own host and in its colours, so the whole purchase works on a fresh machine.
 * Forms only, no script (the page's policy allows none).
 */
export function renderSandboxPage(tenant: Tenant, model: SandboxPageModel, nonce: string, language: LanguageCode): string {
  const manifest = publicManifest(tenant);
  const t = translator(language, 'checkout');
  const amount = formatMoney(model.amountMinor, model.currency, language, { exact: true });
  const provider = manifest.name;
  // The catalog's text is ours and holds no markup; the values put in it are escaped.
  const say = (key: string, values: Record<string, string> = {}) =>
    t(key, Object.fromEntries(Object.entries({ provider, ...values }).map(([name, value]) => [name, escapeHtml(value)])));
  const body = model.open
    ? `<div class="actions">
        <form method="post" action="${escapeHtml(model.actions.pay)}"><button class="pay" type="submit">${say('pay', { amount })}</button></form>
        <form method="post" action="${escapeHtml(model.actions.decline)}"><button class="decline" type="submit">${say('decline')}</button></form>
        <form method="post" action="${escapeHtml(model.actions.cancel)}"><button class="cancel" type="submit">${say('cancel')}</button></form>
      </div>
      <p class="note">${say('note')}</p>`
    : `<p>${say('complete')}</p><div class="actions"><a class="button pay" href="${escapeHtml(model.backUrl)}">${say('back')}</a></div>`;
  const dir = directionOf(language) === 'rtl' ? ' dir="rtl"' : '';
  return `<!doctype html>
<html lang="${escapeHtml(language)}"${dir}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${say('title')}</title>
<link rel="icon" href="${escapeHtml(manifest.favicon)}">
<style nonce="${escapeHtml(nonce)}">:root{${cssVariableDeclarations(tenant.theme)}}${STYLE}</style>
</head>
<body>
<main>
  ${model.live ? liveWarning(say) : ''}
  <header><img src="${escapeHtml(manifest.logo)}" alt="${escapeHtml(manifest.logoAlt)}"><span class="badge">${say('badge')}</span></header>
  <h1>${escapeHtml(model.planName)}</h1>
  <p>${say('access', { validity: model.validityLabel })}</p>
  <div class="amount">${escapeHtml(amount)}</div>
  ${body}
</main>
</body>
</html>`;
}
