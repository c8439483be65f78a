import { SOURCE_LANGUAGE, type LanguageCode } from '../../shared/i18n/languages.ts';
import { interpolate, template } from './catalog.ts';
import { translateMessage } from './translate-message.ts';

/** The body of an error answer: a sentence for the person, and each field it is about for a form. */
export interface ErrorBody {
  message: string;
  /** Each field the message is about (as the request names it: email, response[2].selected) with its own sentence. */
  fields?: Record<string, string>;
}

/** A field part as the server raises it: "email: must be a valid email address". */
const FIELD = /^([\w$-]+(?:\[\d+\]|\.[\w$-]+)*): ([\s\S]+)$/;
/** A reason that reads on after its field's name ("is required", "must be…"); others ("send one picture only") stand alone. */
const PREDICATE = /^(is|are|must|has|does|could|can|was)\b/;

/** The field's last name, indices dropped: response[2].notes -> notes. */
const leafOf = (field: string) =>
  field
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop() ?? field;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withStop = (text: string) => (/[.!?؟]$/.test(text) ? text : `${text}.`);

/** One "field: reason" part as a sentence that names the field in words ("The password is required."). */
function fieldSentence(language: LanguageCode | undefined, field: string, reason: string): string {
  const said = translateMessage(language, reason);
  const lang = language ?? SOURCE_LANGUAGE;
  if (!PREDICATE.test(reason)) return withStop(capitalise(said));
  const subject = template(lang, 'errors', `subjects.${leafOf(field)}`) ?? template(lang, 'errors', 'subjects.other') ?? field;
  return withStop(interpolate(template(lang, 'errors', 'subjects.sentence') ?? '{{subject}} {{reason}}', { subject, reason: said }));
}

/**
 * The server raises a refusal that concerns a field as "field: reason" (several joined by "; "),
 * in English. What leaves is a sentence in the request's language without the field's name
 * ("The password is one of the most common passwords, so choose one that is harder to guess."),
 * and, for forms, `fields`: each field named with its own sentence. Any other message leaves
 * translated as it is.
 */
export function errorBody(language: LanguageCode | undefined, raw: string): ErrorBody {
  const parts = raw.split('; ');
  const matches = parts.map((part) => FIELD.exec(part));
  if (!matches.some(Boolean)) return { message: translateMessage(language, raw) };
  const fields: Record<string, string> = {};
  const sentences: string[] = [];
  parts.forEach((part, i) => {
    const match = matches[i];
    const sentence = match ? fieldSentence(language, match[1]!, match[2]!) : withStop(translateMessage(language, part));
    if (match) fields[match[1]!] ??= sentence;
    if (!sentences.includes(sentence)) sentences.push(sentence);
  });
  return { message: sentences.join(' '), fields };
}
