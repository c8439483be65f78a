import type { PdfKit } from './pdf-kit.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Embedded raster images only: an <image> naming a file or URL must not make us read it. */
const embeddedImage = (href: string) => (/^data:image\/(?:png|jpeg);base64,/i.test(href.trim()) ? href.trim() : 'data:,');

/** Where in its box the logo sits: at the start of the line, left or right by the page's direction. */
export type LogoAlign = 'xMinYMid' | 'xMaxYMid';

function draw({ SVGtoPDF }: PdfKit, doc: PDFKit.PDFDocument, svg: string, box: Box, align: LogoAlign = 'xMinYMid'): string[] {
  const problems: string[] = [];
  SVGtoPDF(doc, svg, box.x, box.y, {
    width: box.width,
    height: box.height,
    preserveAspectRatio: `${align} meet`,
    assumePt: true,
    imageCallback: embeddedImage,
    warningCallback: (message) => problems.push(message),
  });
  return problems;
}

/** A fault that leaves the picture missing or half drawn, as opposed to an unsupported detail. */
const broken = (problem: string) => /^(?:parseXml|SVGtoPDF):/.test(problem);

/** Whether a logo draws cleanly, by its SVG text: a tenant's logo is tried once, not per invoice. */
const drawable = new Map<string, boolean>();
const MAX_REMEMBERED = 64;

/** A dry run on a scratch document: does this SVG draw without a fault? */
function drawsCleanly(kit: PdfKit, svg: string, box: Box): boolean {
  const known = drawable.get(svg);
  if (known !== undefined) return known;
  let clean: boolean;
  try {
    clean = /<svg[\s>]/i.test(svg) && !draw(kit, new kit.PDFDocument({ size: [box.width, box.height], margin: 0 }), svg, { ...box, x: 0, y: 0 }).some(broken);
  } catch {
    clean = false;
  }
  if (drawable.size >= MAX_REMEMBERED) drawable.clear();
  drawable.set(svg, clean);
  return clean;
}

/**
 * Draws an SVG logo as vectors, fitted into the box (left, centred vertically). Returns false,
 * having drawn nothing, when the SVG cannot be drawn; the caller then prints the name. A dry
 * run on a scratch document (once per logo) finds that out before anything reaches the page.
 */
export function drawLogo(kit: PdfKit, doc: PDFKit.PDFDocument, svg: string, box: Box, align: LogoAlign = 'xMinYMid'): boolean {
  if (!drawsCleanly(kit, svg, box)) return false;
  try {
    draw(kit, doc, svg, box, align);
    return true;
  } catch {
    return false;
  }
}
