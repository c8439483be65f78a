/**
 * The pseudo-language en-XA: each letter accented, and the text about 40% longer, between
 * brackets, so that text not translated (plain ASCII on a pseudo page) and text cut off (no
 * closing bracket) show at a glance. Interpolations ({{name}}), i18next nesting ($t(...)) and
 * HTML tags are kept as they are.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, i) => [letter, [...'àƀçđéƒğĥîĵķļɱñöƥǫŕšţûṽŵẋýžÀƁÇĐÉƑĞĤÎĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ'][i]!]),
);
const KEPT = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>|&[a-z]+;)/;

export function pseudoLocalize(text: string): string {
  let letters = 0;
  const body = text
    .split(KEPT)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return [...part]
        .map((char) => {
          const accented = ACCENTED[char];
          if (!accented) return char;
          letters += 1;
          return accented;
        })
        .join('');
    })
    .join('');
  const padding = '·'.repeat(Math.ceil(letters * 0.4));
  return letters === 0 ? text : `[${body}${padding ? ` ${padding}` : ''}]`;
}

/** Every string of a namespace (nested objects included) in the pseudo-language. */
export function pseudoLocalizeAll<T>(strings: T): T {
  if (typeof strings === 'string') return pseudoLocalize(strings) as T;
  if (Array.isArray(strings)) return strings.map((value: unknown) => pseudoLocalizeAll(value)) as T;
  if (strings && typeof strings === 'object') return Object.fromEntries(Object.entries(strings).map(([key, value]) => [key, pseudoLocalizeAll(value)])) as T;
  return strings;
}
