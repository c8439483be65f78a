import { intlLocaleOf } from '../../shared/i18n/languages';

// Dates, numbers and percentages in the page's language through Intl: one module, so one small
// chunk for every screen that writes any of them. en-GB's are the spec's formats.

/** How much of a date to show; each is day, month, year in that order in en-GB (spec section 9). */
type DateStyle = 'short' | 'long' | 'weekday';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  /** 14 Mar 2025: cards and tables. */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 14 March 2025: a heading's date. */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** Friday, 14 March 2025: today's date in the take-test header. */
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};

// Made once per locale and style: a formatter is costly to create, and the take-test screen
// renders every second.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (or an ISO date-time) in the page's language (useLanguage()), in the learner's time zone. */
export function formatDate(date: Date | string, style: DateStyle, locale: string): string {
  const key = `${locale}|${style}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    dateFormats.set(key, formatter);
  }
  return formatter.format(typeof date === 'string' ? new Date(date) : date);
}

// Made once per language and options: a formatter is costly to create, and the countdown formats
// every second.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl's number formatter of the language (the pseudo-language's is en-GB's), made once. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = language + JSON.stringify(options);
  let formatter = numberFormats.get(key);
  if (!formatter) numberFormats.set(key, (formatter = new Intl.NumberFormat(intlLocaleOf(language), options)));
  return formatter;
}

/**
 * A percentage given as 0 to 100 (as the API sends them), in the language's way of writing one:
 * 66.67 is "66.67%" in en-GB and "66.67‎%‎" in ar. At most 2 decimals (66.6666 is 66.67%, 55 is
 * 55%: tables and cards), or `exactly2` (76 is 76.00%: the proficiency detail and a test's report,
 * as the spec writes them). Rounded to 2 decimals before Intl multiplies the fraction back, so no
 * binary remainder (66.67 / 100 * 100) can change a digit.
 */
export function formatPercent(value: number, language: string, digits?: 'exactly2'): string {
  return numberFormat(language, { style: 'percent', minimumFractionDigits: digits ? 2 : 0, maximumFractionDigits: 2 }).format(Number(value.toFixed(2)) / 100);
}

/**
 * A number in the language's digits and decimal sign, with at most `maxDecimals` decimals
 * (default 2): 66.3 minutes, 1 / 4. Not grouped in thousands, as the spec writes its counts.
 */
export function formatNumber(value: number, language: string, maxDecimals = 2): string {
  return numberFormat(language, { maximumFractionDigits: maxDecimals, useGrouping: false }).format(value);
}
