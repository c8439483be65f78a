import { SOURCE_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.ts';
import { catalog, template, interpolate, type Values } from './catalog.ts';

/**
 * The server's messages are written in English where they are raised (`badRequest('Plan not
 * found')`) and translated on their way out, by their English text: each string of the errors
 * namespace in en-GB is the key of its own translation. A string with {{placeholders}} matches
 * any message of its shape, and the values it caught are carried into the translation. A message
 * of the form "field: reason" (how the server names a field) keeps the field as it is and
 * translates the reason. Several messages joined by "; " are translated one by one.
 */

interface Pattern {
  key: string;
  regex: RegExp;
  names: string[];
  /** Letters outside placeholders: the longer, the more specific (tried first). */
  weight: number;
}

/** Placeholders whose caught value is itself a message to translate (a wait, a question type). */
const TRANSLATED_VALUES = new Set(['wait', 'questionType']);

/** A field path as the server writes it: email, response[2].selected, answers[0].selectedOption. */
const FIELD = /^([\w$-]+(?:\[\d+\]|\.[\w$-]+)*): ([\s\S]+)$/;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

interface Index {
  exact: Map<string, string>;
  patterns: Pattern[];
}

let index: Index | undefined;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function buildIndex(): Index {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of catalog(SOURCE_LANGUAGE, 'errors')) {
    // A field's name in words and the sentence it starts (error-body.ts) are parts, not messages.
    if (key.startsWith('subjects.')) continue;
    const parts = text.split(/\{\{\s*([\w.]+)\s*\}\}/);
    if (parts.length === 1) {
      exact.set(text, key);
      continue;
    }
    const names = parts.filter((_, i) => i % 2 === 1);
    const regex = new RegExp(`^${parts.map((part, i) => (i % 2 === 1 ? '([\\s\\S]+?)' : escapeRegex(part))).join('')}$`);
    patterns.push({ key, regex, names, weight: parts.filter((_, i) => i % 2 === 0).join('').length });
  }
  patterns.sort((a, b) => b.weight - a.weight);
  return { exact, patterns };
}

/** One message (no "; " joins), or undefined when the catalog has no string of its shape. */
function translateOne(language: LanguageCode, message: string): string | undefined {
  index ??= buildIndex();
  const key = index.exact.get(message);
  if (key !== undefined) return template(language, 'errors', key);
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values: Values = {};
    pattern.names.forEach((name, i) => {
      const caught = match[i + 1]!;
      values[name] = TRANSLATED_VALUES.has(name) ? (translateOne(language, caught) ?? caught) : caught;
    });
    const plural = PLURAL_SUFFIX.test(pattern.key) && 'count' in values;
    const baseKey = plural ? pattern.key.replace(PLURAL_SUFFIX, '') : pattern.key;
    const count = plural ? Number(values.count) : undefined;
    const found =
      template(language, 'errors', baseKey, count !== undefined && Number.isFinite(count) ? count : undefined) ?? template(language, 'errors', pattern.key);
    return found === undefined ? undefined : interpolate(found, values);
  }
  const field = FIELD.exec(message);
  if (field) {
    const reason = translateOne(language, field[2]!);
    return reason === undefined ? undefined : `${field[1]}: ${reason}`;
  }
  return undefined;
}

/** The message in the language; unchanged in en-GB, and unchanged where the catalog has no string of its shape. */
export function translateMessage(language: LanguageCode | undefined, message: string): string {
  if (!language || language === SOURCE_LANGUAGE) return message;
  const whole = translateOne(language, message);
  if (whole !== undefined) return whole;
  if (!message.includes('; ')) return message;
  return message
    .split('; ')
    .map((part) => translateOne(language, part) ?? part)
    .join('; ');
}

/** Whether the catalog has a string of the message's shape (for the test that every message has one). */
export function hasTranslation(message: string): boolean {
  return translateOne('ar', message) !== undefined;
}
