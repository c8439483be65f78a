// The `min` metadata build on purpose: it knows every country's numbering plan (enough to tell a
// valid number for the chosen country and to write it in E.164) at about 29 KB gzip, against
// about 50 KB for `max`, whose extra is number types (mobile, fixed line) this form never asks.
import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';
// The same metadata object the min build uses (one module), read for each dialling code's countries.
import metadata from 'libphonenumber-js/min/metadata';

/** ISO 3166-1 alpha-2 code (lower case), the country's name, and its dialling code without the +. */
type Country = readonly [iso2: string, name: string, dialCode: string];

/** A phone number as the field holds it: the country (ISO 3166-1 alpha-2, lower case) and the national digits. */
export interface PhoneValue {
  /** ISO 3166-1 alpha-2 code in lower case, e.g. 'gb'. */
  country: string;
  /** The national number: digits only, at most MAX_PHONE_DIGITS. */
  number: string;
}

export const DEFAULT_COUNTRY = 'gb';

/** The longest number E.164 allows; the field accepts no more digits than this. */
export const MAX_PHONE_DIGITS = 15;

// Every country the numbering metadata knows, so each one listed can be validated. Names come
// from the browser (Intl), in the product's British English, so no list of names ships.
const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

export const countries: readonly Country[] = getCountries()
  .map((code): Country => [code.toLowerCase(), regionNames.of(code) ?? code, getCountryCallingCode(code)])
  .sort((a, b) => a[1].localeCompare(b[1], 'en-GB'));

const byIso = new Map(countries.map((c) => [c[0], c]));
const code = (iso2: string) => iso2.toUpperCase() as CountryCode;

/** The country with this ISO code (any case), or the default (gb) when unknown. */
export function findCountry(iso2: string | undefined): Country {
  return byIso.get((iso2 ?? '').toLowerCase()) ?? byIso.get(DEFAULT_COUNTRY)!;
}

/** The flag emoji of a country: its two letters as regional indicator symbols. */
export function flagEmoji(iso2: string): string {
  return Array.from(iso2.toUpperCase(), (letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65)).join('');
}

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** Whether the number is a valid one for its country (by that country's numbering plan). */
export function isValidPhone(value: PhoneValue): boolean {
  const digits = onlyDigits(value.number);
  return digits !== '' && isValidPhoneNumber(digits, code(findCountry(value.country)[0]));
}

/**
 * The number in E.164, as the server stores it: 07400 123456 in gb is +447400123456 (the trunk
 * prefix dropped where the country dials one at home only; Italy keeps its 0). '' without a number.
 */
export function toE164(value: PhoneValue): string {
  const digits = onlyDigits(value.number);
  if (!digits) return '';
  const [iso2, , dialCode] = findCountry(value.country);
  return parsePhoneNumberFromString(digits, code(iso2))?.number ?? `+${dialCode}${digits}`;
}

/**
 * The country a parsed international number shows. A dialling code shared by several countries
 * lists its main country first (gb for +44, us for +1); the number is the main country's unless
 * it says otherwise: by a prefix that is another country's own (+1 684 is as, +44 7624 is im,
 * +7 7 is kz) or by a geographic number of another country (+1 416 is ca, +44 1481 is gg). A
 * mobile in a range the numbering plan gives to a smaller country (+44 7911 1… is Guernsey's) does
 * not: to the learner it is a +44 mobile, so it shows as the United Kingdom. The number written in
 * E.164 is the same whichever of them the field shows.
 */
function countryOf(parsed: PhoneNumber): string | undefined {
  const main = metadata.country_calling_codes[parsed.countryCallingCode]?.[0];
  const found = parsed.country;
  if (!found || found === main) return main;
  // Index 10 of a country's min metadata: the leading digits that name it within a shared code.
  const leadingDigits = (metadata.countries[found] as unknown as readonly unknown[])[10];
  if (typeof leadingDigits === 'string' && new RegExp(`^(?:${leadingDigits})`).test(parsed.nationalNumber)) return found;
  const type = parsed.getType();
  return type === 'FIXED_LINE' || type === 'FIXED_LINE_OR_MOBILE' ? found : (main ?? found);
}

/**
 * The reverse of toE164, for a stored number: the dialling code and the number pick the country
 * (+1 212 is us, +1 416 is ca, +1 684 is as; a code shared by several countries gives the code's
 * main country unless the number says otherwise, see countryOf: gb for +44 7911 123456). Without
 * a leading + (or 00) the digits are a national number of `fallbackCountry`.
 */
export function parsePhone(mobile: string, fallbackCountry: string = DEFAULT_COUNTRY): PhoneValue {
  const text = mobile.trim();
  const international = text.startsWith('+') || text.startsWith('00');
  const digits = onlyDigits(text).replace(international && !text.startsWith('+') ? /^00/ : /^/, '');
  const parsed = international && digits ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  const country = parsed ? countryOf(parsed) : undefined;
  if (!parsed || !country) return { country: findCountry(fallbackCountry)[0], number: digits.slice(0, MAX_PHONE_DIGITS) };
  return { country: country.toLowerCase(), number: parsed.nationalNumber.slice(0, MAX_PHONE_DIGITS) };
}

/** Countries whose name contains the query (ignoring case and accents) or whose code starts with its digits. */
export function filterCountries(query: string): readonly Country[] {
  const q = fold(query.trim());
  if (!q) return countries;
  if (/^\+?\d+$/.test(q)) {
    const dial = q.replace('+', '');
    return countries.filter((c) => c[2].startsWith(dial));
  }
  return countries.filter((c) => fold(c[1]).includes(q));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
