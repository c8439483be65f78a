import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../../tenants/loader.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { renderSandboxPage, type SandboxPageModel } from './checkout-page.ts';

let tenant: Tenant;

beforeAll(async () => {
  const loaded = (await loadTenants(path.resolve('tenants'))).find((t) => t.slug === 'wardround')!;
  tenant = { ...loaded, id: '5b0e7c1a-0000-4000-8000-000000000001' };
});

const model = (over: Partial<SandboxPageModel> = {}): SandboxPageModel => ({
  planName: 'Standard',
  validityLabel: '3 Months',
  amountMinor: 4000,
  currency: 'GBP',
  open: true,
  actions: { pay: '/pay', decline: '/decline', cancel: '/cancel' },
  backUrl: '/back',
  live: true,
  ...over,
});

describe('the sandbox checkout page', () => {
  it('in en-GB, as it always read', () => {
    const html = renderSandboxPage(tenant, model(), 'n', 'en-GB');
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<button class="pay" type="submit">Pay £40.00</button>');
    expect(html).toContain("No card is charged: this is Wardround's test checkout.");
    expect(html).toContain('<strong>Payment sandbox on a live site.</strong>');
  });

  it('in Arabic, right to left, with the amount written the Arabic way', () => {
    const html = renderSandboxPage(tenant, model(), 'n', 'ar');
    const amount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 }).format(40);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<button class="pay" type="submit">ادفع ${amount}</button>`);
    expect(html).toContain('<title>الدفع · Wardround</title>');
    expect(html).toContain('<span class="badge">دفع تجريبي</span>');
    expect(html).toContain('<strong>بيئة دفع تجريبية على موقع حقيقي.</strong>');
    const done = renderSandboxPage(tenant, model({ open: false }), 'n', 'ar');
    expect(done).toContain('<p>اكتملت عملية الدفع هذه.</p>');
    expect(done).not.toMatch(/Back to|Pay |Checkout/);
  });

  it('escapes what the provider and the plan put in it', () => {
    const html = renderSandboxPage(tenant, model({ planName: '<b>Plan</b>', validityLabel: '<i>3</i>' }), 'n', 'ar');
    expect(html).not.toContain('<b>Plan</b>');
    expect(html).not.toContain('<i>3</i>');
  });
});
