import { cssVariableDeclarations } from '../../../../shared/theme/css-variables.ts';
import { publicManifest } from '../../../tenants/public-manifest.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';


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
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:var(--space-md);background:var(--color-bg-page);color:var(--color-text-default);font-family:var(--font-family-body);line-height:var(--font-line-height-normal)}
main{width:100%;max-width:420px;background:var(--color-bg-surface);border:1px solid var(--color-border-default);border-radius:var(--radius-lg);padding:var(--space-lg);box-shadow:var(--shadow-sm)}
header{display:flex;align-items:center;gap:12px;margin-bottom:var(--space-lg)}
header img{height:40px;max-width:160px;object-fit:contain}
.badge{display:inline-block;font-size:var(--font-size-xs);font-weight:var(--font-weight-medium);letter-spacing:.04em;text-transform:uppercase;padding:2px 8px;border-radius:var(--radius-pill);background:var(--color-brand-subtle);color:var(--color-brand-on-subtle)}
h1{font-family:var(--font-family-heading);font-size:var(--font-size-xl);line-height:var(--font-line-height-tight);margin:var(--space-xs) 0 var(--space-xxs);color:var(--color-text-heading)}
.amount{font-size:var(--font-size-xxl);font-weight:var(--font-weight-bold);margin:var(--space-sm) 0 var(--space-xxs);color:var(--color-text-heading)}
p{margin:4px 0;color:var(--color-text-muted)}
form{margin:0}
.actions{display:grid;gap:var(--space-sm);margin-top:var(--space-lg)}
button,a.button{display:block;width:100%;text-align:center;font:inherit;font-weight:var(--font-weight-medium);padding:var(--space-sm) var(--space-md);border-radius:var(--radius-md);cursor:pointer;text-decoration:none;border:1px solid transparent}
.pay{background:var(--color-brand-primary);color:var(--color-brand-on-primary)}
.decline{background:var(--color-bg-surface);color:var(--color-text-default);border-color:var(--color-border-strong)}
.cancel{background:transparent;color:var(--color-text-link);text-decoration:underline}
button:focus-visible,a.button:focus-visible{outline:3px solid var(--color-border-focus);outline-offset:2px}
.note{font-size:var(--font-size-sm);margin-top:var(--space-lg)}
.live-warning{margin:0 0 var(--space-lg);padding:var(--space-sm) var(--space-md);border-radius:var(--radius-md);background:var(--color-status-danger);color:var(--color-status-on-status)}
`;

/** On a production server the sandbox is a demo at best: nobody paying there should think they paid. */
const liveWarning = (name: string) =>
  `<div class="live-warning" role="alert"><strong>Payment sandbox on a live site.</strong> No real payment is taken here: Pay gives the plan without charging anyone. If you expected to pay ${name}, stop here and contact them.</div>`;

/**
 * The built-in payment sandbox's checkout page: a stand-in for a real provider's hosted page, on
 * the provider's own host and in its colours, so the whole purchase works on a fresh machine.
 * Forms only, no script (the page's policy allows none).
 */
export function renderSandboxPage(tenant: Tenant, model: SandboxPageModel, nonce: string): string {
  const manifest = publicManifest(tenant);
  const amount = new Intl.NumberFormat(tenant.manifest.locale, { style: 'currency', currency: model.currency }).format(model.amountMinor / 100);
  const name = escapeHtml(manifest.name);
  const body = model.open
    ? `<div class="actions">
        <form method="post" action="${escapeHtml(model.actions.pay)}"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
        <form method="post" action="${escapeHtml(model.actions.decline)}"><button class="decline" type="submit">Pay with a declined card</button></form>
        <form method="post" action="${escapeHtml(model.actions.cancel)}"><button class="cancel" type="submit">Cancel and return to ${name}</button></form>
      </div>
      <p class="note">No card is charged: this is ${name}'s test checkout. Pay completes the purchase as a real payment would.</p>`
    : `<p>This checkout is complete.</p><div class="actions"><a class="button pay" href="${escapeHtml(model.backUrl)}">Back to ${name}</a></div>`;
  return `<!doctype html>
<html lang="${escapeHtml(tenant.manifest.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Checkout · ${name}</title>
<link rel="icon" href="${escapeHtml(manifest.favicon)}">
<style nonce="${escapeHtml(nonce)}">:root{${cssVariableDeclarations(tenant.theme)}}${STYLE}</style>
</head>
<body>
<main>
  ${model.live ? liveWarning(name) : ''}
  <header><img src="${escapeHtml(manifest.logo)}" alt="${escapeHtml(manifest.logoAlt)}"><span class="badge">Test checkout</span></header>
  <h1>${escapeHtml(model.planName)}</h1>
  <p>${escapeHtml(model.validityLabel)} Access</p>
  <div class="amount">${escapeHtml(amount)}</div>
  ${body}
</main>
</body>
</html>`;
}
