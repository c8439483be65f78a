import { countries } from './countries.gen';

export type Country = (typeof countries)[number];

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

/** Which country a dialling code shared by several means when parsing a full number. */
const PREFERRED_FOR_CODE: Readonly<Record<string, string>> = {
  '1': 'us',
  '7': 'ru',
  '44': 'gb',
  '47': 'no',
  '61': 'au',
  '64': 'nz',
  '212': 'ma',
  '262': 're',
  '290': 'sh',
  '358': 'fi',
  '377': 'mc',
  '500': 'fk',
  '590': 'gp',
  '672': 'nf',
};

const byIso = new Map(countries.map((c) => [c[0], c]));
const longestDialCode = Math.max(...countries.map((c) => c[2].length));

/** The country with this ISO code (any case), or the default (gb) when unknown. */
export function findCountry(iso2: string | undefined): Country {
  return byIso.get((iso2 ?? '').toLowerCase()) ?? byIso.get(DEFAULT_COUNTRY)!;
}

/** The flag emoji of a country: its two letters as regional indicator symbols. */
export function flagEmoji(iso2: string): string {
  return Array.from(iso2.toUpperCase(), (letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65)).join('');
}

export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** '+<dial code><number>', e.g. '+447700900123'; '' when there is no number. */
export function toE164Like(value: PhoneValue): string {
  // The national trunk prefix is dialled at home only: 07700 900123 is +44 7700 900123 (Italy keeps its 0).
  const digits = onlyDigits(value.number);
  const number = value.country === 'it' ? digits : digits.replace(/^0+/, '');
  return number ? `+${findCountry(value.country)[2]}${number}` : '';
}

/**
 * The reverse of toE164Like, as well as it can: the longest dialling code the digits start with
 * picks the country (gb for +44, us for +1, the main country for other shared codes).
 * Without a leading + (or 00) the digits are taken as a national number of `fallbackCountry`.
 */
export function parsePhone(mobile: string, fallbackCountry: string = DEFAULT_COUNTRY): PhoneValue {
  const text = mobile.trim();
  const international = text.startsWith('+') || text.startsWith('00');
  const digits = onlyDigits(text).replace(international && !text.startsWith('+') ? /^00/ : /^/, '');
  if (!international || !digits) return { country: findCountry(fallbackCountry)[0], number: digits.slice(0, MAX_PHONE_DIGITS) };
  for (let size = Math.min(longestDialCode, digits.length); size >= 1; size--) {
    const code = digits.slice(0, size);
    const matches = countries.filter((c) => c[2] === code);
    if (matches.length === 0) continue;
    const preferred = PREFERRED_FOR_CODE[code];
    const country = matches.find((c) => c[0] === preferred) ?? matches[0]!;
    return { country: country[0], number: digits.slice(size, size + MAX_PHONE_DIGITS) };
  }
  return { country: findCountry(fallbackCountry)[0], number: digits.slice(0, MAX_PHONE_DIGITS) };
}

/** Countries whose name contains the query (ignoring case and accents) or whose code starts with its digits. */
export function filterCountries(query: string): readonly Country[] {
  const q = fold(query.trim());
  if (!q) return countries;
  if (/^\+?\d+$/.test(q)) {
    const code = q.replace('+', '');
    return countries.filter((c) => c[2].startsWith(code));
  }
  return countries.filter((c) => fold(c[1]).includes(q));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
