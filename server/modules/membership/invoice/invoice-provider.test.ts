import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenants, type LoadedTenant } from '../../../tenants/loader.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { drawLogo } from './draw-logo.ts';
import { formatMoney } from './formats.ts';
import { invoiceProvider } from './invoice-provider.ts';
import { loadPdfKit } from './pdf-kit.ts';
import { readPdf } from '../../../../tests/support/read-pdf.ts';
import { toMinorUnits } from '../../../../shared/i18n/money.ts';
import { renderInvoice } from './render-invoice.ts';

let tenants: Array<Tenant & LoadedTenant>;

beforeAll(async () => {
  tenants = (await loadTenants(path.resolve('tenants'))).map((t) => ({ ...t, id: `id-${t.slug}` }));
});

describe.each(['ledgerline', 'sqe-commons', 'wardround'])('the invoice of demo tenant %s', (slug) => {
  const tenant = () => tenants.find((t) => t.slug === slug)!;

  it('takes the provider from the manifest and draws its real logo', async () => {
    const provider = await invoiceProvider(tenant());
    const { manifest, theme } = tenant();
    expect(provider).toMatchObject({
      name: manifest.name,
      contactEmail: manifest.support.email,
      contactPhone: manifest.support.phone,
      host: manifest.hosts[0],
      accentColour: theme.color.brand.primary,
    });
    expect(provider.logoSvg).toMatch(/^<svg/);
    const kit = await loadPdfKit();
    expect(drawLogo(kit, new kit.PDFDocument(), provider.logoSvg!, { x: 0, y: 0, width: 220, height: 40 })).toBe(true);
  });

  it('renders a PDF that reads back', async () => {
    const plan = tenant().plans[0]!;
    const { currency } = tenant().manifest;
    const amountMinor = toMinorUnits(plan.price, currency)!;
    const pdf = await renderInvoice({
      provider: await invoiceProvider(tenant()),
      learner: { name: 'Amara Okafor', email: 'amara@example.com' },
      invoiceNumber: 'INV-000007',
      planName: plan.name,
      validityLabel: plan.validity,
      validityDays: plan.validityDays,
      amountMinor,
      currency,
      paymentId: 'pi_demo',
      paidAt: new Date('2026-11-23T10:15:00Z'),
      transactionId: '0b7f3c2e-9a41-4d7e-8f0a-5c6d7e8f9a01',
    });
    const { pages, text, info } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(info).toMatchObject({ Title: 'Invoice INV-000007', Author: tenant().manifest.name });
    for (const expected of [
      tenant().manifest.name,
      tenant().manifest.support.email,
      plan.name,
      plan.validity,
      'INV-000007',
      formatMoney(amountMinor, currency),
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('invoiceProvider', () => {
  it('leaves out a logo that is not an SVG, so the invoice prints the name', async () => {
    const base = tenants[0]!;
    const png = 'assets/logo.png';
    const tenant: Tenant = {
      ...base,
      manifest: { ...base.manifest, brand: { ...base.manifest.brand, logo: png } },
      assets: new Map([...base.assets, [png, { file: '/nonexistent/logo.png', contentType: 'image/png', hash: '0', size: 1 }]]),
    };
    expect((await invoiceProvider(tenant)).logoSvg).toBeUndefined();
  });
});
