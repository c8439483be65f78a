import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a reader of the PDF gets: its pages' text and its document information. For tests. */
export interface PdfReading {
  pages: number;
  /** Each page's text, its runs joined by spaces. */
  text: string;
  info: Record<string, unknown>;
}

export async function readPdf(pdf: Buffer): Promise<PdfReading> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    const { info } = await document.getMetadata();
    return { pages: document.numPages, text: texts.join('\n').replace(/\s+/g, ' '), info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}
