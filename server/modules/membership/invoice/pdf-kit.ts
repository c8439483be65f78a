import type PDFDocumentClass from 'pdfkit';
import type SVGtoPDFFunction from 'svg-to-pdfkit';

/** pdfkit and svg-to-pdfkit: what an invoice is drawn with. */
export interface PdfKit {
  PDFDocument: typeof PDFDocumentClass;
  SVGtoPDF: typeof SVGtoPDFFunction;
}

let loading: Promise<PdfKit> | undefined;

/**
 * Loaded at the first invoice, not at every start: with their fonts and tables they took about a
 * sixth of a second of the server's start-up, for something a process may never render.
 */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= Promise.all([import('pdfkit'), import('svg-to-pdfkit')]).then(([pdfkit, svgToPdf]) => ({
    PDFDocument: pdfkit.default,
    SVGtoPDF: svgToPdf.default,
  }));
  return loading;
}
