declare module 'svg-to-pdfkit' {
  /** The options this code uses; svg-to-pdfkit reads more (see its README). */
  interface SvgToPdfOptions {
    /** The box the SVG's viewport is fitted into, in points. */
    width?: number;
    height?: number;
    /** As the SVG attribute, e.g. 'xMinYMid meet'. */
    preserveAspectRatio?: string;
    /** Called for each problem met (parse errors included) instead of console.warn. */
    warningCallback?: (message: string) => void;
    /** Turns an <image> href into what doc.image() opens; the default passes file paths through. */
    imageCallback?: (href: string) => string;
    /** Resolves <use> of another document; without it, none is loaded. */
    documentCallback?: (file: string) => unknown;
    /** Treat SVG units as points rather than CSS pixels. */
    assumePt?: boolean;
  }
  function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x?: number, y?: number, options?: SvgToPdfOptions): void;
  export = SVGtoPDF;
}
