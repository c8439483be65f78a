import { INK, largeTextOnWhite, MUTED, textOn, tint } from './colours.ts';
import { drawLogo } from './draw-logo.ts';
import { loadPdfKit, type PdfKit } from './pdf-kit.ts';
import { formatLongDate, formatMoney } from './formats.ts';
import { label, layOutRightToLeft, LEFT, PAGE, placed, put, RIGHT, rule, WIDTH, type Style } from './page-text.ts';
import { translator } from '../../../i18n/catalog.ts';
import { directionOf, SOURCE_LANGUAGE, type LanguageCode } from '../../../../shared/i18n/languages.ts';
import { ARABIC_FONTS } from './rtl-text.ts';

type Say = ReturnType<typeof translator>;

/** Who issues the invoice: the provider, as its learners know it. */
export interface InvoiceProvider {
  name: string;
  /** The logo's SVG text, drawn as vectors; when it cannot be drawn the name stands in. */
  logoSvg?: string;
  contactEmail: string;
  contactPhone?: string;
  /** The provider's web address as printed, e.g. wardround.co.uk. */
  host?: string;
  /** Brand colour (hex) of the top band, the table heading and the paid badge. */
  accentColour: string;
}

export interface InvoiceInput {
  provider: InvoiceProvider;
  learner: { name: string; email: string };
  /** The provider's sequential number, formatted (formatInvoiceNumber): INV-000042. */
  invoiceNumber: string;
  planName: string;
  /** The plan's period as sold, e.g. "3 Months". */
  validityLabel: string;
  validityDays: number;
  /** Integer minor units (pence). */
  amountMinor: number;
  /** ISO 4217, upper case: GBP. */
  currency: string;
  /** The payment provider's id of the payment (Stripe: the PaymentIntent). */
  paymentId: string;
  paidAt: Date;
  /** Our transaction's id, printed as the reference. */
  transactionId: string;
  /** The language it is written in (the request's); en-GB when not given. A right-to-left language mirrors the page. */
  language?: LanguageCode;
}

function header(kit: PdfKit, doc: PDFKit.PDFDocument, { provider }: InvoiceInput, rtl: boolean): number {
  doc.rect(0, 0, PAGE.width, 8).fill(provider.accentColour);
  const logo = { x: LEFT, y: 44, width: 220, height: 40 };
  let logoBottom = logo.y + logo.height;
  const logoAt = { ...logo, x: placed(doc, logo.x, logo.width) };
  if (!provider.logoSvg || !drawLogo(kit, doc, provider.logoSvg, logoAt, rtl ? 'xMaxYMid' : 'xMinYMid')) {
    const size = provider.name.length > 24 ? 15 : 20;
    const style = { size, bold: true, colour: largeTextOnWhite(provider.accentColour), lines: 3 };
    logoBottom = Math.max(logoBottom, logo.y + put(doc, provider.name, LEFT, logo.y, logo.width, style));
  }
  const x = RIGHT - 220;
  let y = 44;
  y += put(doc, provider.name, x, y, 220, { size: 10.5, bold: true, align: 'right', lines: 2 }) + 3;
  for (const line of [provider.contactEmail, provider.contactPhone, provider.host]) {
    if (line) y += put(doc, line, x, y, 220, { size: 9, colour: MUTED, align: 'right', lines: 2 }) + 2;
  }
  return Math.max(y, logoBottom) + 30;
}

function titleAndParties(doc: PDFKit.PDFDocument, input: InvoiceInput, top: number, t: Say, language: LanguageCode): number {
  const { provider } = input;
  put(doc, t('title'), LEFT, top, 250, { size: 28, bold: true });
  const badge = { width: 52, height: 20, x: RIGHT - 52, y: top + 6 };
  doc.roundedRect(placed(doc, badge.x, badge.width), badge.y, badge.width, badge.height, 4).fill(provider.accentColour);
  put(doc, t('paid'), badge.x, badge.y + 6.5, badge.width, { size: 9, bold: true, colour: textOn(provider.accentColour), align: 'center' });

  const y = top + 58;
  const half = WIDTH / 2 - 12;
  let left = y + label(doc, t('billedTo'), LEFT, y, half) + 5;
  left += put(doc, input.learner.name, LEFT, left, half, { size: 11, bold: true, lines: 2 }) + 3;
  left += put(doc, input.learner.email, LEFT, left, half, { size: 10, colour: MUTED, lines: 2 });

  const facts: Array<[string, string]> = [
    [t('invoiceNumber'), input.invoiceNumber],
    [t('invoiceDate'), formatLongDate(input.paidAt, language)],
  ];
  const keyX = RIGHT - half;
  let right = y;
  for (const [key, value] of facts) {
    put(doc, key, keyX, right, 110, { size: 9.5, colour: MUTED });
    right += put(doc, value, keyX + 110, right, half - 110, { size: 9.5, bold: true, align: 'right' }) + 6;
  }
  return Math.max(left, right) + 34;
}

/** Columns of the line-item table: description, validity, amount. */
const COLUMNS = { description: LEFT + 12, validity: LEFT + 270, amount: RIGHT - 112 };
const COLUMN_WIDTH = { description: 246, validity: 140, amount: 100 };

function lineItems(doc: PDFKit.PDFDocument, input: InvoiceInput, top: number, t: Say, language: LanguageCode): number {
  const amount = formatMoney(input.amountMinor, input.currency, language);
  doc.rect(LEFT, top, WIDTH, 24).fill(tint(input.provider.accentColour, 0.9));
  rule(doc, top + 24, input.provider.accentColour, 1.25);
  const headY = top + 8.5;
  label(doc, t('description'), COLUMNS.description, headY, COLUMN_WIDTH.description);
  label(doc, t('validity'), COLUMNS.validity, headY, COLUMN_WIDTH.validity);
  label(doc, t('amount', { currency: input.currency }), COLUMNS.amount, headY, COLUMN_WIDTH.amount, 'right');

  const y = top + 36;
  let left = y + put(doc, input.planName, COLUMNS.description, y, COLUMN_WIDTH.description, { size: 11, bold: true, lines: 2 }) + 3;
  left += put(doc, t('membershipPlan', { provider: input.provider.name }), COLUMNS.description, left, COLUMN_WIDTH.description, {
    size: 9,
    colour: MUTED,
    lines: 2,
  });
  let middle = y + put(doc, input.validityLabel, COLUMNS.validity, y, COLUMN_WIDTH.validity, { size: 10.5, lines: 2 }) + 3;
  middle += put(doc, t('days', { count: input.validityDays }), COLUMNS.validity, middle, COLUMN_WIDTH.validity, { size: 9, colour: MUTED });
  put(doc, amount, COLUMNS.amount, y, COLUMN_WIDTH.amount, { size: 10.5, align: 'right' });
  const bottom = Math.max(left, middle) + 14;
  rule(doc, bottom);

  const totalsX = RIGHT - 230;
  const row = (y: number, key: string, value: string, style: Style) => {
    put(doc, key, totalsX, y + (style.size > 11 ? 2 : 0), 120, { ...style, size: Math.min(style.size, 11) });
    return put(doc, value, totalsX + 120, y, 98, { ...style, align: 'right' });
  };
  let ty = bottom + 14;
  ty += row(ty, t('subtotal'), amount, { size: 9.5, colour: MUTED }) + 8;
  rule(doc, ty, INK, 1, totalsX);
  ty += 10;
  ty += row(ty, t('total', { currency: input.currency }), amount, { size: 14, bold: true }) + 10;
  ty += row(ty, t('amountPaid'), amount, { size: 9.5, colour: MUTED }) + 6;
  ty += row(ty, t('balanceDue'), formatMoney(0, input.currency, language), { size: 9.5, colour: MUTED });
  return ty + 40;
}

function payment(doc: PDFKit.PDFDocument, input: InvoiceInput, top: number, t: Say, language: LanguageCode): void {
  let y = top + label(doc, t('payment'), LEFT, top, WIDTH) + 6;
  y += put(doc, t('paidInFull', { date: formatLongDate(input.paidAt, language) }), LEFT, y, WIDTH, { size: 9.5 }) + 6;
  for (const [key, value] of [
    [t('paymentId'), input.paymentId],
    [t('reference'), input.transactionId],
  ] as const) {
    put(doc, key, LEFT, y, 80, { size: 9.5, colour: MUTED });
    y += put(doc, value, LEFT + 80, y, WIDTH - 80, { size: 9.5, lines: 2 }) + 4;
  }
}

function footer(doc: PDFKit.PDFDocument, { provider, invoiceNumber }: InvoiceInput, t: Say): void {
  const y = PAGE.height - 64;
  rule(doc, y);
  put(doc, t('thanks', { provider: provider.name }), LEFT, y + 12, WIDTH, { size: 9, bold: true, align: 'center' });
  const contact = [provider.host, provider.contactEmail, provider.contactPhone].filter(Boolean).join('  ·  ');
  put(doc, t('questions', { number: invoiceNumber, contact }), LEFT, y + 26, WIDTH, { size: 8, colour: MUTED, align: 'center', lines: 2 });
}

/** Renders the A4 PDF invoice of one payment. The same input gives the same bytes. */
export async function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const kit = await loadPdfKit();
  const language = input.language ?? SOURCE_LANGUAGE;
  const t = translator(language, 'invoice');
  const rtl = directionOf(language) === 'rtl';
  const doc = new kit.PDFDocument({
    size: 'A4',
    margin: 0,
    lang: language,
    displayTitle: true,
    info: {
      Title: t('documentTitle', { number: input.invoiceNumber }),
      Author: input.provider.name,
      Subject: `${input.planName} (${input.validityLabel})`,
      Creator: input.provider.name,
      CreationDate: input.paidAt,
      ModDate: input.paidAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (rtl) {
    doc.registerFont(ARABIC_FONTS.regular.name, ARABIC_FONTS.regular.file);
    doc.registerFont(ARABIC_FONTS.bold.name, ARABIC_FONTS.bold.file);
    layOutRightToLeft(doc);
  }
  let y = header(kit, doc, input, rtl);
  y = titleAndParties(doc, input, y, t, language);
  y = lineItems(doc, input, y, t, language);
  payment(doc, input, y, t, language);
  footer(doc, input, t);
  doc.end();
  return done;
}
