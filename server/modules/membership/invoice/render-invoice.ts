import { INK, largeTextOnWhite, MUTED, textOn, tint } from './colours.ts';
import { drawLogo } from './draw-logo.ts';
import { loadPdfKit, type PdfKit } from './pdf-kit.ts';
import { formatLongDate, formatMoney } from './formats.ts';
import { label, LEFT, PAGE, put, RIGHT, rule, WIDTH, type Style } from './page-text.ts';

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
}

function header(kit: PdfKit, doc: PDFKit.PDFDocument, { provider }: InvoiceInput): number {
  doc.rect(0, 0, PAGE.width, 8).fill(provider.accentColour);
  const logo = { x: LEFT, y: 44, width: 220, height: 40 };
  let logoBottom = logo.y + logo.height;
  if (!provider.logoSvg || !drawLogo(kit, doc, provider.logoSvg, logo)) {
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

function titleAndParties(doc: PDFKit.PDFDocument, input: InvoiceInput, top: number): number {
  const { provider } = input;
  put(doc, 'Invoice', LEFT, top, 250, { size: 28, bold: true });
  const badge = { width: 52, height: 20, x: RIGHT - 52, y: top + 6 };
  doc.roundedRect(badge.x, badge.y, badge.width, badge.height, 4).fill(provider.accentColour);
  put(doc, 'PAID', badge.x, badge.y + 6.5, badge.width, { size: 9, bold: true, colour: textOn(provider.accentColour), align: 'center' });

  const y = top + 58;
  const half = WIDTH / 2 - 12;
  let left = y + label(doc, 'Billed to', LEFT, y, half) + 5;
  left += put(doc, input.learner.name, LEFT, left, half, { size: 11, bold: true, lines: 2 }) + 3;
  left += put(doc, input.learner.email, LEFT, left, half, { size: 10, colour: MUTED, lines: 2 });

  const facts: Array<[string, string]> = [
    ['Invoice number', input.invoiceNumber],
    ['Invoice date', formatLongDate(input.paidAt)],
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

function lineItems(doc: PDFKit.PDFDocument, input: InvoiceInput, top: number): number {
  const amount = formatMoney(input.amountMinor, input.currency);
  doc.rect(LEFT, top, WIDTH, 24).fill(tint(input.provider.accentColour, 0.9));
  rule(doc, top + 24, input.provider.accentColour, 1.25);
  const headY = top + 8.5;
  label(doc, 'Description', COLUMNS.description, headY, COLUMN_WIDTH.description);
  label(doc, 'Validity', COLUMNS.validity, headY, COLUMN_WIDTH.validity);
  label(doc, `Amount (${input.currency})`, COLUMNS.amount, headY, COLUMN_WIDTH.amount, 'right');

  const y = top + 36;
  let left = y + put(doc, input.planName, COLUMNS.description, y, COLUMN_WIDTH.description, { size: 11, bold: true, lines: 2 }) + 3;
  left += put(doc, `Membership plan, ${input.provider.name}`, COLUMNS.description, left, COLUMN_WIDTH.description, { size: 9, colour: MUTED, lines: 2 });
  let middle = y + put(doc, input.validityLabel, COLUMNS.validity, y, COLUMN_WIDTH.validity, { size: 10.5, lines: 2 }) + 3;
  middle += put(doc, `${input.validityDays} days`, COLUMNS.validity, middle, COLUMN_WIDTH.validity, { size: 9, colour: MUTED });
  put(doc, amount, COLUMNS.amount, y, COLUMN_WIDTH.amount, { size: 10.5, align: 'right' });
  const bottom = Math.max(left, middle) + 14;
  rule(doc, bottom);

  const totalsX = RIGHT - 230;
  const row = (y: number, key: string, value: string, style: Style) => {
    put(doc, key, totalsX, y + (style.size > 11 ? 2 : 0), 120, { ...style, size: Math.min(style.size, 11) });
    return put(doc, value, totalsX + 120, y, 98, { ...style, align: 'right' });
  };
  let ty = bottom + 14;
  ty += row(ty, 'Subtotal', amount, { size: 9.5, colour: MUTED }) + 8;
  rule(doc, ty, INK, 1, totalsX);
  ty += 10;
  ty += row(ty, `Total (${input.currency})`, amount, { size: 14, bold: true }) + 10;
  ty += row(ty, 'Amount paid', amount, { size: 9.5, colour: MUTED }) + 6;
  ty += row(ty, 'Balance due', formatMoney(0, input.currency), { size: 9.5, colour: MUTED });
  return ty + 40;
}

function payment(doc: PDFKit.PDFDocument, input: InvoiceInput, top: number): void {
  let y = top + label(doc, 'Payment', LEFT, top, WIDTH) + 6;
  y += put(doc, `Paid in full on ${formatLongDate(input.paidAt)}. Nothing is due.`, LEFT, y, WIDTH, { size: 9.5 }) + 6;
  for (const [key, value] of [['Payment ID', input.paymentId], ['Reference', input.transactionId]] as const) {
    put(doc, key, LEFT, y, 80, { size: 9.5, colour: MUTED });
    y += put(doc, value, LEFT + 80, y, WIDTH - 80, { size: 9.5, lines: 2 }) + 4;
  }
}

function footer(doc: PDFKit.PDFDocument, { provider, invoiceNumber }: InvoiceInput): void {
  const y = PAGE.height - 64;
  rule(doc, y);
  put(doc, `Thank you for learning with ${provider.name}.`, LEFT, y + 12, WIDTH, { size: 9, bold: true, align: 'center' });
  const contact = [provider.host, provider.contactEmail, provider.contactPhone].filter(Boolean).join('  ·  ');
  put(doc, `${invoiceNumber}  ·  Questions about this invoice? ${contact}`, LEFT, y + 26, WIDTH, { size: 8, colour: MUTED, align: 'center', lines: 2 });
}

/** Renders the A4 PDF invoice of one payment. The same input gives the same bytes. */
export async function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const kit = await loadPdfKit();
  const doc = new kit.PDFDocument({
    size: 'A4',
    margin: 0,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: `Invoice ${input.invoiceNumber}`,
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
  let y = header(kit, doc, input);
  y = titleAndParties(doc, input, y);
  y = lineItems(doc, input, y);
  payment(doc, input, y);
  footer(doc, input);
  doc.end();
  return done;
}
