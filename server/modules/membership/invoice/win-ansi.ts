/**
 * PDFKit's standard fonts (Helvetica) encode text as WinAnsi, and PDFKit writes any other
 * character as garbage that also breaks the characters around it. So text bound for a
 * standard font is folded into WinAnsi first: accents WinAnsi lacks are dropped (Dvořák ->
 * Dvorák, Łukasz -> Lukasz), and what has no Latin form (李, Дмитрий) becomes '?'.
 */

/** The characters of Windows-1252 above Latin-1's printable ASCII, 0x80 to 0x9F. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters whose base letter Unicode does not decompose them to. */
const latinLookalikes: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
  ſ: 's',
  ẞ: 'SS',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '−': '-',
  '′': "'",
  '″': '"',
  '‛': '‘',
  '‟': '“',
};

const isWinAnsi = (c: string): boolean => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(c);
};

function fold(c: string): string {
  if (isWinAnsi(c)) return c;
  if (/\p{Cf}|\p{M}/u.test(c)) return ''; // zero-width and direction marks, stray accents
  if (/\s|\p{Cc}/u.test(c)) return ' ';
  const lookalike = latinLookalikes[c];
  if (lookalike) return lookalike;
  const bare = c.normalize('NFKD').replace(/\p{M}/gu, '');
  return bare !== '' && [...bare].every(isWinAnsi) ? bare : '?';
}

/** One line of text a standard PDF font can print: WinAnsi only, whitespace collapsed. */
export function winAnsiLine(text: string): string {
  return [...text.normalize('NFC')].map(fold).join('').replace(/\s+/g, ' ').trim();
}
