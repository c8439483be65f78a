import type { LanguageCode } from './languages.ts';

/**
 * The first of `wanted` (most wanted first) that a provider offers, matched as BCP 47 lookup
 * does: an exact tag first, then the offered tag whose language part is the same ('ar-EG' finds
 * 'ar', 'en' finds 'en-GB'). Undefined when none is offered.
 */
export function pickOffered(wanted: readonly string[], offered: readonly LanguageCode[]): LanguageCode | undefined {
  for (const tag of wanted) {
    const lower = tag.trim().toLowerCase();
    if (!lower || lower === '*') continue;
    const exact = offered.find((code) => code.toLowerCase() === lower);
    if (exact) return exact;
    const base = lower.split('-')[0];
    const sameLanguage = offered.find((code) => code.toLowerCase().split('-')[0] === base && code !== 'en-XA');
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/**
 * An Accept-Language header's tags, most wanted first ('ar-EG,ar;q=0.9,en;q=0.5'). Tags with
 * q=0 are refused by the client and left out; a malformed part is skipped.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{1,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$|^\*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
