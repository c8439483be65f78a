/**
 * Turns what a story's play function looks for in English into what the same screen shows in
 * another language, so the stories' own interactions and assertions run unchanged in a
 * translated story project (vitest.config.ts, e.g. stories:wardround-ar).
 *
 * A play function names the screen's strings as en-GB shows them: "Start Test", /flag question/i,
 * "Question 3 of 10". Each is looked up among the en-GB strings (the product's catalogs with the
 * tenant's copy overrides over them); a string found there becomes the target language's string
 * of the same key, with the numbers and names of an interpolation carried over and the plural
 * form the target language uses for that count. Anything not found is the story's own data (a
 * question, a learner's name) and is left as it is: content is not translated by the product
 * either, unless its author did.
 */

/** Strings by namespace, as in src/i18n/locales/<language>/<namespace>.json (nested objects allowed). */
export type Strings = Record<string, object>;

export type TextMatcher = string | RegExp;

export interface Translator {
  /** An exact text (a Testing Library query's default): the target's text, exact, or the input untouched. */
  exact(text: string): TextMatcher;
  /** A text expected somewhere inside an element's text (jest-dom's toHaveTextContent with a string). */
  within(text: string): TextMatcher;
  /** A pattern: matches what it matched, and the target's text of every en-GB string it matches. */
  pattern(pattern: RegExp): RegExp;
  /** A text as it may show: itself first, then each translation (for assertions on plain values). */
  alternatives(text: string): string[];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

/** Part of a text as shown, and how many of its characters are catalog strings. */
interface Piece {
  shown: string;
  covered: number;
}

interface Entry {
  /** 'namespace:key' without a plural suffix. */
  base: string;
  /** The en-GB text, a template when it has {{placeholders}}. */
  source: string;
  /** The template as a pattern that captures each placeholder, or undefined for plain text. */
  template?: { pattern: RegExp; names: string[] };
}

/**
 * `source` and `target` are every namespace of en-GB and of the target language; `copy` the
 * tenant's overrides ('namespace:key' -> text) in each.
 */
export function createTranslator(
  language: string,
  source: Strings,
  target: Strings,
  copy: { source: Record<string, string>; target: Record<string, string> },
): Translator {
  const sourceTexts = { ...flatten(source), ...copy.source };
  const targetTexts = { ...flatten(target), ...copy.target };
  const plural = new Intl.PluralRules(language);
  const entries: Entry[] = Object.entries(sourceTexts)
    .filter(([, text]) => !text.includes('$t('))
    .map(([key, text]) => ({ base: key.replace(PLURAL_SUFFIX, ''), source: text, template: templateOf(text) }));
  const plainBySource = new Map<string, Entry[]>();
  const plainByLowerCase = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (entry.template) continue;
    plainBySource.set(entry.source, [...(plainBySource.get(entry.source) ?? []), entry]);
    plainByLowerCase.set(entry.source.toLowerCase(), [...(plainByLowerCase.get(entry.source.toLowerCase()) ?? []), entry]);
  }
  const separator = targetTexts['common:listSeparator'] ?? ', ';

  /** The target text of an entry, placeholders filled from `values`; undefined if the target lacks it. */
  const targetOf = (entry: Entry, values: Record<string, string> = {}): string | undefined => {
    const count = values.count === undefined ? undefined : Number(values.count.replace(/[^\d.-]/g, ''));
    const forms = count === undefined || Number.isNaN(count) ? ['', '_other'] : [`_${plural.select(count)}`, '_other', ''];
    const text = forms.map((suffix) => targetTexts[entry.base + suffix]).find((found) => found !== undefined);
    return text?.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  };

  /** A catalog string's target texts: as written, else ignoring case (a CSS text-transform shows "I KNOW IT"). */
  const plainTranslations = (text: string): string[] => {
    const plain = plainBySource.get(text) ?? plainByLowerCase.get(text.toLowerCase());
    return plain ? unique(plain.map((entry) => targetOf(entry)).filter(isText)) : [];
  };

  // The most specific template first: "This ticket is {{status}}: …" before "{{closed}} …".
  const hasWords = (entry: Entry) => /\p{L}/u.test(textOnly(entry.source));
  const templates = entries.filter((entry) => entry.template && hasWords(entry)).sort((a, b) => literalLength(b.source) - literalLength(a.source));
  // Two values and punctuation between ("{{hours}} {{minutes}}", "{{status}}: {{name}}"): these
  // match almost any text, so only where a value is a catalog string itself.
  const joins = entries.flatMap((entry) => {
    const parts = entry.source.split(PLACEHOLDER);
    // Not a fraction ("{{correct}} / {{total}}"): numbers are not translated, and "£44.99 / month" is a price and its period.
    const join = parts.length === 5 && !hasWords(entry) && parts[0]!.trim() === '' && parts[4]!.trim() === '' && !parts[2]!.includes('/');
    return join ? [{ entry, names: [parts[1]!, parts[3]!], between: normalise(parts[2]!) || ' ' }] : [];
  });

  /**
   * The target texts `text` stands for (several when en-GB says it under several keys), or none:
   * a catalog string; a template's text, each value translated in turn ("Allotted time: 90
   * minutes"); a list of them ("answered, flagged"); a price, percentage or date as en-GB writes it.
   */
  const known = new Map<string, string[]>();
  const translations = (text: string): string[] => {
    const normal = normalise(text);
    let found = known.get(normal);
    if (!found) known.set(normal, (found = translationsOf(normal)));
    return found;
  };
  const translationsOf = (normal: string): string[] => {
    const plain = plainTranslations(normal);
    if (plain.length > 0) return plain;
    for (const entry of templates) {
      const match = entry.template!.pattern.exec(normal);
      // A count is a number: "{{count}} minutes" is not "1 hour 30 minutes".
      if (!match || entry.template!.names.some((name, i) => name === 'count' && !/^[\d٠-٩.,]+$/.test(match[i + 1]!.trim()))) continue;
      // Each value may stand for several strings ("Attempted" is a test's status and an answer's).
      const choices = entry.template!.names.map((name, i) => ({ name, options: valuesOf(match[i + 1]!.trim()) }));
      const combinations = choices.reduce<Record<string, string>[]>(
        (all, { name, options }) => all.flatMap((values) => options.map((option) => ({ ...values, [name]: option }))),
        [{}],
      );
      const translated = unique(
        combinations
          .slice(0, 32)
          .map((values) => targetOf(entry, values))
          .filter(isText),
      );
      if (translated.length > 0) return translated;
    }
    const parts = normal.split(', ');
    if (parts.length > 1) {
      const translated = parts.map((part) => translations(part)[0]);
      if (translated.every(isText)) return [translated.join(separator)];
    }
    for (const { entry, names, between } of joins) {
      for (let at = normal.indexOf(between); at !== -1; at = normal.indexOf(between, at + 1)) {
        const [first, second] = [normal.slice(0, at).trim(), normal.slice(at + between.length).trim()];
        const [one, two] = [translations(first), translations(second)];
        // Words side by side join only catalog strings ("1 hour" "30 minutes"); punctuation may join content too.
        const strings = (side: string, found: string[]) => found.length > 0 && formattedValue(language, side) === undefined;
        // Side by side, only quantities ("1 hour" "30 minutes"): not any two strings that happen to meet.
        const quantity = (side: string) => /^[\d٠-٩]/.test(side);
        const enough =
          between === ' ' ? quantity(first) && quantity(second) && strings(first, one) && strings(second, two) : strings(first, one) || strings(second, two);
        if (!first || !second || !enough) continue;
        const options = (found: string[], text: string) => (between === ' ' ? found : unique([...found, text]));
        const translated = unique(
          options(one, first)
            .flatMap((a) => options(two, second).map((b) => targetOf(entry, { [names[0]!]: a, [names[1]!]: b })))
            .filter(isText),
        );
        if (translated.length > 0) return translated;
      }
    }
    const formatted = formattedValue(language, normal);
    return formatted === undefined ? [] : [formatted];
  };

  /** A placeholder's value translated, or as it is (a name, a number). */
  const valuesOf = (value: string) => unique([...translations(value), value]);

  /**
   * An accessible name made of content and a catalog string, as a tree item's "Heart failure
   * No. Questions: 20" (its label, then its badge): the catalog part translated, the rest kept.
   */
  const pieces = new Map<string, Piece | undefined>();
  const composed = (text: string): string[] => {
    const normal = normalise(text);
    // Content of many words (a question's text) is not worth taking apart.
    if (normal.split(' ').length > 16) return [];
    const found = composedOf(normal);
    return found === undefined ? [] : [found.shown];
  };
  /**
   * `normal` read as catalog strings and content side by side, each string translated: the
   * reading that covers most of it with strings ("Plan Expiring On:" "12 June 2025", not "Plan"
   * and the rest); undefined if no part is a string.
   */
  const composedOf = (normal: string): Piece | undefined => {
    if (pieces.has(normal)) return pieces.get(normal);
    let best: Piece | undefined;
    for (let at = normal.indexOf(' '); at !== -1; at = normal.indexOf(' ', at + 1)) {
      const head = normal.slice(0, at);
      const tail = normal.slice(at + 1);
      const headShown = translations(head)[0];
      const tailShown = translations(tail)[0];
      const left: Piece = headShown === undefined ? { shown: head, covered: 0 } : { shown: headShown, covered: head.length };
      const right: Piece = tailShown === undefined ? (composedOf(tail) ?? { shown: tail, covered: 0 }) : { shown: tailShown, covered: tail.length };
      const covered = left.covered + right.covered;
      if (covered > (best?.covered ?? 0)) best = { shown: `${left.shown} ${right.shown}`, covered };
    }
    pieces.set(normal, best);
    return best;
  };

  const shown = (text: string) => {
    const whole = translations(text);
    return whole.length > 0 ? whole : composed(text);
  };

  /** Every concrete text `text` may show as: itself, then its translations. */
  const alternatives = (text: string) => unique([text, ...shown(text)]);

  return {
    alternatives,
    // The en-GB text matches too: a story's own data (a label passed as an argument, a test's
    // name) is English in every language, like authored content nobody has translated.
    exact(text) {
      const found = shown(text);
      return found.length === 0 ? text : new RegExp(`^(?:${[text, ...found].map(escapeText).join('|')})$`);
    },
    within(text) {
      const found = shown(text);
      // Part of a longer string ("We are confirming your payment"): the whole string's translation.
      const containing =
        found.length > 0
          ? []
          : unique(
              entries
                .filter((entry) => !entry.template && entry.source.includes(normalise(text)))
                .map((entry) => targetOf(entry))
                .filter(isText),
            );
      const all = [...found, ...containing.slice(0, 8)];
      return all.length === 0 ? text : new RegExp([text, ...all].map(escapeText).join('|'));
    },
    pattern(pattern) {
      const probe = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
      const found = unique(
        [
          ...entries
            .filter((entry) => probe.test(entry.source))
            .map((entry) => (entry.template ? targetPattern(entry) : targetOf(entry) && escapeText(targetOf(entry)!))),
          ...templatePrefixes(pattern),
        ].filter(isText),
      );
      if (found.length === 0) return pattern;
      // Anchored as the en-GB pattern is: /^New password/ must not find "Confirm new password" translated.
      const start = pattern.source.startsWith('^') ? '^' : '';
      const end = /(^|[^\\])\$$/.test(pattern.source) ? '$' : '';
      return new RegExp(`(?:${pattern.source})|${start}(?:${found.join('|')})${end}`, pattern.flags);
    },
  };

  /**
   * The start of a template's text, as /^Question 3/ looks for "Question {{n}}, {{state}}": where
   * a pattern is plain text from the start that runs into a template's first value, the target
   * template's text before that value, then the rest.
   */
  function templatePrefixes(pattern: RegExp): string[] {
    const literal = /^\^((?:[^\\.*+?^${}()|[\]]|\\[^\w])+)$/.exec(pattern.source)?.[1]?.replace(/\\(.)/g, '$1');
    if (!literal) return [];
    return templates.flatMap((entry) => {
      const [before = '', name] = entry.source.split(PLACEHOLDER);
      if (!name || !before.trim() || !literal.startsWith(before) || literal.length === before.length) return [];
      const target = targetOf(entry)?.split(`{{${name}}}`);
      return target && target.length > 1 && target[0]!.trim() ? [escapeText(target[0]!) + '\\s*' + escapeText(literal.slice(before.length))] : [];
    });
  }

  /** A template's target text as a pattern, each placeholder any text. */
  function targetPattern(entry: Entry): string | undefined {
    const texts = unique(
      Object.keys(targetTexts)
        .filter((key) => key === entry.base || key.replace(PLURAL_SUFFIX, '') === entry.base)
        .map((key) => targetTexts[key]!),
    );
    if (texts.length === 0) return undefined;
    return texts
      .map((text) =>
        text
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 === 1 ? '.+?' : escapePart(part)))
          .join(''),
      )
      .join('|');
  }
}

/** How much of a template is its own text, not placeholders. */
const literalLength = (template: string) => template.replace(PLACEHOLDER, '').length;

const textOnly = (template: string) => template.replace(PLACEHOLDER, '');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An English month's name, long ("June") or short as en-GB writes it ("Jun", "Sept"). */
function monthOf(name: string): { index: number; style: 'long' | 'short' } | undefined {
  const long = MONTHS.indexOf(name);
  if (long !== -1) return { index: long, style: name.length <= 4 && name !== 'June' && name !== 'July' ? 'short' : 'long' };
  const short = MONTHS.findIndex((month) => month.startsWith(name) && name.length >= 3);
  return short === -1 ? undefined : { index: short, style: 'short' };
}
const CURRENCIES: Record<string, string> = { '£': 'GBP', $: 'USD', '€': 'EUR' };

/** A price ("£44.99"), a percentage ("80%") or a date ("12 Mar 2026") as en-GB writes it, written as `language` does. */
export function formattedValue(language: string, value: string): string | undefined {
  const price = /^([£$€])(\d[\d,]*(?:\.\d+)?)$/.exec(value);
  if (price) {
    const amount = Number(price[2]!.replace(/,/g, ''));
    const digits = price[2]!.split('.')[1]?.length ?? 0;
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency: CURRENCIES[price[1]!]!,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  }
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(value);
  if (percent) {
    const digits = percent[1]!.split('.')[1]?.length ?? 0;
    return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: Math.max(2, digits) }).format(
      Number(percent[1]) / 100,
    );
  }
  const date = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(value);
  const month = date && monthOf(date[2]!);
  if (date && month) {
    const when = new Date(Date.UTC(Number(date[3]), month.index, Number(date[1])));
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: month.style, year: 'numeric', timeZone: 'UTC' }).format(when);
  }
  const monthYear = /^([A-Z][a-z]+) (\d{2}|\d{4})$/.exec(value);
  const shortMonth = monthYear && monthOf(monthYear[1]!);
  if (monthYear && shortMonth) {
    const year = Number(monthYear[2]) + (monthYear[2]!.length === 2 ? 2000 : 0);
    return new Intl.DateTimeFormat(language, { month: shortMonth.style, year: monthYear[2]!.length === 2 ? '2-digit' : 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, shortMonth.index, 1)),
    );
  }
  return undefined;
}

/** A template's pattern, anchored, each placeholder captured. */
function templateOf(text: string): Entry['template'] {
  const names: string[] = [];
  const parts = normalise(text).split(PLACEHOLDER);
  // Plain text, or placeholders alone ('{{name}}'), which would stand for any text at all.
  if (parts.length === 1 || parts.every((part, i) => i % 2 === 1 || part.trim() === '')) return undefined;
  const pattern = parts.map((part, i) => (i % 2 === 1 ? (names.push(part), '(.+?)') : escapePart(part))).join('');
  return { pattern: new RegExp(`^${pattern}$`), names };
}

/** As Testing Library compares text: trimmed, runs of white space as one space. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A text as a pattern that matches it, its digits also as Arabic-Indic ones and its white space as any. */
function escapeText(text: string): string {
  return escapePart(normalise(text));
}

/** Part of a text as a pattern (its spaces kept: a template's part ends where a placeholder starts). */
function escapePart(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(/\d/g, (digit) => `[${digit}${String.fromCharCode(0x0660 + Number(digit))}]`)
    .replace(/\s+/g, '\\s+');
}

function flatten(strings: Strings): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'string') flat[prefix] = value;
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`, inner);
  };
  for (const [namespace, value] of Object.entries(strings)) walk(`${namespace}:`, value);
  return flat;
}

const unique = <T>(values: T[]) => [...new Set(values)];
const isText = (value: string | undefined): value is string => value !== undefined;
