import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../tests/support/read-pdf.ts';
import { renderInvoice, type InvoiceInput } from './render-invoice.ts';

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="40" height="40" rx="8" fill="#0b6470"/>' +
  '<path d="M50 30h60" stroke="#0a2f35" stroke-width="6"/></svg>';

/** A 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const input = (over: Partial<InvoiceInput> = {}): InvoiceInput => ({
  provider: {
    name: 'Wardround',
    logoSvg: LOGO,
    contactEmail: 'support@wardround.co.uk',
    contactPhone: '020 7946 0312',
    host: 'wardround.co.uk',
    accentColour: '#0b6470',
  },
  learner: { name: 'Amara Okafor', email: 'amara@example.com' },
  invoiceNumber: 'INV-000042',
  planName: 'Standard',
  validityLabel: '3 Months',
  validityDays: 90,
  amountMinor: 2999,
  currency: 'GBP',
  paymentId: 'pi_3QxYz1AbCdEfGhIjKlMnOp',
  paidAt: new Date('2026-11-23T10:15:00Z'),
  transactionId: '0b7f3c2e-9a41-4d7e-8f0a-5c6d7e8f9a01',
  ...over,
});

describe('renderInvoice', () => {
  it('prints everything the learner and the provider need, on one A4 page', async () => {
    const pdf = await renderInvoice(input());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Wardround',
      'support@wardround.co.uk',
      '020 7946 0312',
      'wardround.co.uk',
      'Invoice',
      'INV-000042',
      'Amara Okafor',
      'amara@example.com',
      'Standard',
      '3 Months',
      '90 days',
      '£29.99',
      'GBP',
      'pi_3QxYz1AbCdEfGhIjKlMnOp',
      '0b7f3c2e-9a41-4d7e-8f0a-5c6d7e8f9a01',
      '23 November 2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the document after the invoice and its author after the provider', async () => {
    const { info } = await readPdf(await renderInvoice(input()));
    expect(info).toMatchObject({ Title: 'Invoice INV-000042', Author: 'Wardround' });
  });

  it('prints accented names, ampersands and the pound sign as written', async () => {
    const { text } = await readPdf(
      await renderInvoice(
        input({ provider: { ...input().provider, name: 'Brontë & Søn Tutors' }, learner: { name: 'Zoë Ødegård-Núñez & Françoise', email: 'zoe@example.com' } }),
      ),
    );
    expect(text).toContain('Brontë & Søn Tutors');
    expect(text).toContain('Zoë Ødegård-Núñez & Françoise');
    expect(text).toContain('£29.99');
  });

  it('keeps a name in letters the font lacks readable, and the rest of the line intact', async () => {
    const { text } = await readPdf(await renderInvoice(input({ learner: { name: 'Łukasz Dvořák', email: 'lukasz@example.com' } })));
    expect(text).toContain('Lukasz Dvorák');
    expect(text).toContain('lukasz@example.com');
  });

  it('prints the provider name when the logo is broken or missing', async () => {
    for (const logoSvg of ['<svg xmlns="http://www.w3.org/2000/svg"><rect', 'not an svg at all', '<svg><g></svg>', undefined]) {
      const pdf = await renderInvoice(input({ provider: { ...input().provider, name: 'Brokenlogo Academy', logoSvg } }));
      const { text } = await readPdf(pdf);
      // Once where the logo would be, once in the contact block, once in the footer.
      expect(text.match(/Brokenlogo Academy/g)?.length, String(logoSvg)).toBeGreaterThanOrEqual(3);
    }
  });

  it('draws images embedded in a logo but never reads files the logo names', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invoice-'));
    const file = path.join(dir, 'secret.png');
    await fs.writeFile(file, Buffer.from(PNG, 'base64'));
    const withImage = (href: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="${href}" width="10" height="10"/></svg>`;
    const render = async (href: string) => (await renderInvoice(input({ provider: { ...input().provider, logoSvg: withImage(href) } }))).toString('latin1');
    expect(await render(`data:image/png;base64,${PNG}`)).toContain('/Subtype /Image');
    expect(await render(file)).not.toContain('/Subtype /Image');
    expect(await render(`file://${file}`)).not.toContain('/Subtype /Image');
    await fs.rm(dir, { recursive: true });
  });

  it('gives the same bytes for the same payment', async () => {
    const [a, b] = await Promise.all([renderInvoice(input()), renderInvoice(input())]);
    expect(a.equals(b)).toBe(true);
    const other = await renderInvoice(input({ invoiceNumber: 'INV-000043' }));
    expect(other.equals(a)).toBe(false);
  });

  it('dates the invoice by the UK calendar', async () => {
    const { text } = await readPdf(await renderInvoice(input({ paidAt: new Date('2026-06-30T23:30:00Z') })));
    expect(text).toContain('1 July 2026');
  });

  describe('in Arabic', () => {
    /** The page's words as a reader extracts them, without the marks and gaps shaping leaves between letters. */
    const words = async (pdf: Buffer) => (await readPdf(pdf)).text.replace(/\p{Cc}/gu, '');
    const letters = (text: string) => text.replace(/[\s\p{Cc}]/gu, '');

    it('prints every label in Arabic, in an embedded Arabic font, on one page, with the figures kept', async () => {
      const pdf = await renderInvoice(input({ language: 'ar' }));
      const { pages, info } = await readPdf(pdf);
      expect(pages).toBe(1);
      expect(info.Title).toBe('فاتورة INV-000042');
      expect(pdf.toString('latin1')).toContain('NotoSansArabic');
      const text = await words(pdf);
      // Noto draws some letters as a shared base and dots, which the PDF's text layer maps back loosely: words whose letters it keeps.
      for (const word of ['فاتورة', 'مدفوعة', 'الوصف', 'المدة', 'نوفمبر', 'الفاتورة']) expect(letters(text)).toContain(word);
      for (const kept of ['INV-000042', 'Amara Okafor', 'amara@example.com', 'Standard', '3 Months', '29.99', 'pi_3QxYz1AbCdEfGhIjKlMnOp', '2026'])
        expect(text).toContain(kept);
      for (const english of ['Invoice number', 'BILLED TO', 'PAID', 'Subtotal', 'Paid in full', 'Thank you']) expect(text).not.toContain(english);
    });

    it('lays the page out right to left: the title and the learner on the right, the figures on the left', async () => {
      const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const document = await getDocument({ data: new Uint8Array(await renderInvoice(input({ language: 'ar' }))), isEvalSupported: false, verbosity: 0 })
        .promise;
      const items = (await (await document.getPage(1)).getTextContent()).items.flatMap((item) =>
        'str' in item ? [{ text: item.str, x: item.transform[4] as number, y: Math.round(item.transform[5] as number), width: item.width }] : [],
      );
      await document.destroy();
      const at = (text: string) => items.find((item) => letters(item.text).includes(letters(text)))!;
      // A4 is 595 points wide.
      expect(at('فاتورة').x + at('فاتورة').width).toBeGreaterThan(500);
      expect(at('Amara Okafor').x + at('Amara Okafor').width).toBeGreaterThan(500);
      expect(at('INV-000042').x).toBeLessThan(100);
      // Words of one phrase read right to left: "رقم الفاتورة" puts رقم to the right of الفاتورة.
      const first = at('رقم');
      const second = items.find((item) => item.y === first.y && letters(item.text) === 'الفاتورة')!;
      expect(second.x + second.width).toBeLessThanOrEqual(first.x);
    });

    it('is the same bytes for the same payment, and en-GB is unchanged by it', async () => {
      const [a, b] = await Promise.all([renderInvoice(input({ language: 'ar' })), renderInvoice(input({ language: 'ar' }))]);
      expect(a.equals(b)).toBe(true);
      expect((await renderInvoice(input({ language: 'en-GB' }))).equals(await renderInvoice(input()))).toBe(true);
    });
  });
});
