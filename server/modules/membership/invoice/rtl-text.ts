import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import { winAnsiLine } from './win-ansi.ts';

/**
 * Right-to-left text for the invoice (Arabic): PDFKit writes glyphs left to right and knows no
 * bidirectional text. So each line is cut into runs by the Unicode Bidirectional Algorithm
 * (bidi-js) and by font (Noto Sans Arabic, from @fontsource/noto-sans-arabic, has the Arabic
 * letters and the space; Helvetica has the Latin letters, digits and punctuation), the runs are
 * put in visual order (rule L2), and each is drawn at its place on one shared baseline. An
 * Arabic word goes to fontkit in logical order: it shapes the letters (joined forms, ligatures)
 * and lays them right to left itself. A Helvetica run at a right-to-left level is reversed here,
 * with its mirrored characters (parentheses) swapped.
 */

const bidi = bidiFactory();
const require = createRequire(import.meta.url);

export const ARABIC_FONTS = {
  regular: { name: 'NotoSansArabic', file: require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff') },
  bold: { name: 'NotoSansArabic-Bold', file: require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff') },
};

/** Letters and signs the Arabic font draws (its subset's Unicode ranges, the space joining them). */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Direction marks: they steer the algorithm and are then dropped (neither font has a glyph). */
const MARKS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/;

export const hasRightToLeft = (text: string) => ARABIC.test(text);

export interface Run {
  text: string;
  arabic: boolean;
  /** An odd level reads right to left. */
  level: number;
}

/** The runs of one line in the order they are drawn, left to right (for a right-to-left paragraph). */
export function visualRuns(line: string): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, 'rtl');
  const chars = [...line];
  const runs: Run[] = [];
  let offset = 0;
  let previousArabic = true;
  for (const char of chars) {
    const level = levels[offset]!;
    offset += char.length;
    if (MARKS.test(char)) continue;
    // A space takes the font of the letter before it, so a run of Arabic words stays one run.
    const arabic: boolean = char === ' ' ? previousArabic : ARABIC.test(char);
    previousArabic = arabic;
    const last = runs.at(-1);
    if (last && last.arabic === arabic && last.level === level) last.text += char;
    else runs.push({ text: char, arabic, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level--) {
    for (let i = 0; i < runs.length;) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end]!.level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  // A Latin run read right to left (punctuation between Arabic words) is drawn reversed and mirrored. An Arabic run is drawn
  // word by word, its words in reverse: PDFKit hands fontkit one word at a time (and keeps them in logical order), and
  // fontkit lays each word right to left.
  return runs.flatMap((run) => {
    if (run.level % 2 === 0) return [run];
    if (!run.arabic)
      return [
        {
          ...run,
          text: [...run.text]
            .reverse()
            .map((c) => bidi.getMirroredCharacter(c) ?? c)
            .join(''),
        },
      ];
    return run.text
      .split(/( )/)
      .filter(Boolean)
      .reverse()
      .map((word) => ({ ...run, text: word }));
  });
}

export interface RtlStyle {
  size: number;
  bold?: boolean;
  align: 'left' | 'right' | 'center';
  lines: number;
  colour: string;
}

function useFont(doc: PDFKit.PDFDocument, run: Pick<Run, 'arabic'>, style: RtlStyle): void {
  const font = run.arabic ? (style.bold ? ARABIC_FONTS.bold.name : ARABIC_FONTS.regular.name) : style.bold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(font).fontSize(style.size);
}

/** A run's text as its font prints it; a Latin run keeps the spaces at its ends (they part it from the Arabic beside it). */
function runText(run: Run): string {
  if (run.arabic) return run.text;
  const [, before = '', after = ''] = /^(\s*)[\s\S]*?(\s*)$/.exec(run.text) ?? [];
  const core = winAnsiLine(run.text);
  return core ? `${before ? ' ' : ''}${core}${after ? ' ' : ''}` : run.text.length ? ' ' : '';
}

function widthOf(doc: PDFKit.PDFDocument, runs: Run[], style: RtlStyle): number {
  return runs.reduce((sum, run) => {
    useFont(doc, run, style);
    return sum + doc.widthOfString(runText(run));
  }, 0);
}

/** Words into lines no wider than `width` (a word longer than the line keeps its own line), at most `lines`, the last cut with an ellipsis. */
function wrap(doc: PDFKit.PDFDocument, text: string, width: number, style: RtlStyle): string[] {
  const fits = (line: string) => widthOf(doc, visualRuns(line), style) <= width;
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= style.lines) return lines;
  const kept = lines.slice(0, style.lines);
  let cut = `${kept.at(-1)} ${lines[style.lines]}`;
  while (cut.length > 1 && !fits(`${cut}…`)) cut = cut.slice(0, -1).trimEnd();
  kept[kept.length - 1] = `${cut}…`;
  return kept;
}

/**
 * Prints right-to-left text in a column: its runs in visual order on a Helvetica baseline, so
 * Arabic and Latin sit on one line. Returns the height it took.
 */
export function putRtl(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: RtlStyle): number {
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(style.colour);
  const lineHeight = doc.currentLineHeight(true);
  const ascent = ((doc as unknown as { _font: { ascender: number } })._font.ascender / 1000) * style.size;
  const lines = wrap(doc, text, width, style);
  lines.forEach((line, i) => {
    const runs = visualRuns(line);
    const total = widthOf(doc, runs, style);
    let left = style.align === 'left' ? x : style.align === 'center' ? x + (width - total) / 2 : x + width - total;
    for (const run of runs) {
      useFont(doc, run, style);
      const textOfRun = runText(run);
      doc.text(textOfRun, left, y + i * lineHeight + ascent, { lineBreak: false, baseline: 'alphabetic' });
      left += doc.widthOfString(textOfRun);
    }
  });
  return lines.length * lineHeight;
}
