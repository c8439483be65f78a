import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenants } from '../../../tenants/loader.ts';
import type { Tenant } from '../../../tenants/registry.ts';
import { receiptMail, type ReceiptMailInput } from './receipt-mail.ts';

let tenant: Tenant;

beforeAll(async () => {
  const loaded = (await loadTenants(path.resolve('tenants'))).find((t) => t.slug === 'wardround')!;
  tenant = { ...loaded, id: '5b0e7c1a-0000-4000-8000-000000000001' };
});

const input = (over: Partial<ReceiptMailInput> = {}): ReceiptMailInput => ({
  tenant,
  origin: 'https://wardround.co.uk',
  to: 'amara@example.com',
  firstName: 'Amara',
  planName: 'Standard',
  validityLabel: '3 Months',
  validityDays: 90,
  amountMinor: 2999,
  currency: 'GBP',
  paidAt: new Date('2026-11-23T10:15:00Z'),
  expiresAt: new Date('2027-02-21T10:15:00Z'),
  invoiceNumber: 'INV-000042',
  paymentId: 'pi_3QxYz1AbCdEfGhIjKlMnOp',
  language: 'en-GB',
  ...over,
});

describe('receiptMail', () => {
  it('comes from the provider, to the learner, about the plan', () => {
    const mail = receiptMail(input());
    expect(mail).toMatchObject({ to: 'amara@example.com', fromName: 'Wardround', subject: 'Wardround: your receipt for Standard', tenantId: tenant.id });
  });

  it('gives the figures and the way to the invoice, in both parts', () => {
    const mail = receiptMail(input());
    for (const part of [mail.text, mail.html]) {
      for (const expected of [
        'Hello Amara,',
        'Standard',
        '3 Months (90 days)',
        '£29.99',
        'GBP',
        '23 November 2026',
        '21 February 2027',
        'INV-000042',
        'pi_3QxYz1AbCdEfGhIjKlMnOp',
        'https://wardround.co.uk/#/menu/membership',
        'support@wardround.co.uk',
      ]) {
        expect(part).toContain(expected);
      }
    }
    expect(mail.html).toContain('href="https://wardround.co.uk/#/menu/membership"');
    expect(mail.html).toMatch(/<img src="https:\/\/wardround\.co\.uk\/tenant-assets\/logo\.svg\?v=[0-9a-f]{10}#232x48"/);
  });

  it('escapes every value it puts in the HTML', () => {
    const hostile = '<script>alert("x")</script>';
    const mail = receiptMail(input({ firstName: hostile, planName: 'Exam & <b>Mock</b>', paymentId: `pi_"><img src=x onerror=alert(1)>` }));
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toMatch(/<img src=x/);
    expect(mail.html).toContain('Hello &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;,');
    expect(mail.html).toContain('Exam &#38; &#60;b&#62;Mock&#60;/b&#62;');
    // The plain-text part is text: it says what was typed.
    expect(mail.text).toContain(`Hello ${hostile},`);
  });

  it('carries nothing that signs or grants access', () => {
    const { text, html } = receiptMail(input());
    for (const part of [text, html]) expect(part).not.toMatch(/signature|token|expires=|\/api\//i);
  });

  it("is written in the learner's language: Arabic, right to left, money and dates the Arabic way", () => {
    const mail = receiptMail(input({ language: 'ar' }));
    expect(mail.subject).toBe('Wardround: إيصال Standard');
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('مرحبًا Amara،');
      expect(part).toContain('شكرًا لك على دفعتك إلى Wardround. تسري عضويتك الآن حتى 21 فبراير 2027.');
      expect(part).toContain(new Intl.NumberFormat('ar', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 }).format(29.99));
      expect(part).toContain('3 Months (90 يومًا)');
      expect(part).not.toContain('Hello');
    }
    expect(mail.html).toContain('<a href="mailto:');
  });
});
