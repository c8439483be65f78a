import { INK, MUTED, RULE } from './colours.ts';
import { winAnsiLine } from './win-ansi.ts';
import { hasRightToLeft, putRtl } from './rtl-text.ts';

/**
 * Text and rules on an A4 page at fixed positions. Every string goes through winAnsiLine, as
 * the standard fonts need, and is bounded to a number of lines, so a long name can neither
 * overprint what follows nor push the invoice onto a second page.
 */

export const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
export const LEFT = 56;
export const RIGHT = PAGE.width - 56;
export const WIDTH = RIGHT - LEFT;

export interface Style {
  size: number;
  bold?: boolean;
  colour?: string;
  align?: 'left' | 'right' | 'center';
  /** Longer text wraps up to this many lines, the last ending in an ellipsis. */
  lines?: number;
  tracking?: number;
}

/** Documents laid out right to left (an Arabic invoice): every position is mirrored, every alignment swapped. */
const rightToLeft = new WeakSet<PDFKit.PDFDocument>();

export const layOutRightToLeft = (doc: PDFKit.PDFDocument) => void rightToLeft.add(doc);
export const isRightToLeft = (doc: PDFKit.PDFDocument) => rightToLeft.has(doc);

/** Where a box placed at `x` for left-to-right reading goes on this document. */
export const placed = (doc: PDFKit.PDFDocument, x: number, width: number): number => (rightToLeft.has(doc) ? PAGE.width - x - width : x);

const SWAPPED = { left: 'right', right: 'left', center: 'center' } as const;

/**
 * Prints text in a column of the given width; returns the height it took. Never adds a page.
 * Positions are given for left-to-right reading; a right-to-left document mirrors them.
 */
export function put(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: Style): number {
  if (rightToLeft.has(doc)) {
    const align = SWAPPED[style.align ?? 'left'];
    const at = placed(doc, x, width);
    if (hasRightToLeft(text))
      return putRtl(doc, text, at, y, width, { size: style.size, bold: style.bold, align, lines: style.lines ?? 1, colour: style.colour ?? INK });
    return putLine(doc, text, at, y, width, { ...style, align });
  }
  return putLine(doc, text, x, y, width, style);
}

function putLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: Style): number {
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(style.colour ?? INK);
  const line = winAnsiLine(text);
  const options = {
    width,
    align: style.align ?? 'left',
    height: doc.currentLineHeight(true) * (style.lines ?? 1),
    ellipsis: true,
    characterSpacing: style.tracking ?? 0,
  };
  const height = Math.min(doc.heightOfString(line, options), options.height);
  doc.text(line, x, y, options);
  return height;
}

export const label = (doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, align: Style['align'] = 'left') =>
  put(doc, text.toUpperCase(), x, y, width, { size: 7.5, bold: true, colour: MUTED, align, tracking: 0.6 });

export const rule = (doc: PDFKit.PDFDocument, y: number, colour = RULE, thickness = 0.75, from = LEFT) =>
  doc
    .moveTo(placed(doc, from, RIGHT - from), y)
    .lineTo(placed(doc, from, RIGHT - from) + RIGHT - from, y)
    .lineWidth(thickness)
    .strokeColor(colour)
    .stroke();
