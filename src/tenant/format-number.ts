import { intlLocaleOf } from '../../shared/i18n/languages';

/**
 * How many decimals a percentage shows:
 * - 'upTo2': as many as it has, at most 2 (66.6666 is 66.67%, 55 is 55%): tables and cards;
 * - 'exactly2': always 2 (76 is 76.00%): the proficiency detail and a test's report (spec).
 */
type PercentDigits = 'upTo2' | 'exactly2';

// Made once per language and style: a formatter is costly to create, and the countdown formats
// every second.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${intlLocaleOf(language)}|${key}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.NumberFormat(intlLocaleOf(language), options);
    formatters.set(id, found);
  }
  return found;
}

/**
 * A percentage given as 0 to 100 (as the API sends them), in the language's way of writing one:
 * 66.67 is "66.67%" in en-GB and "66.67‎%‎" in ar. Rounded to its decimals before Intl
 * multiplies the fraction back, so no binary remainder (66.67 / 100 * 100) can change a digit.
 */
export function formatPercent(value: number, language: string, digits: PercentDigits = 'upTo2'): string {
  const fraction = Number(value.toFixed(2)) / 100;
  const options: Intl.NumberFormatOptions = { style: 'percent', minimumFractionDigits: digits === 'exactly2' ? 2 : 0, maximumFractionDigits: 2 };
  return formatter(`percent|${digits}`, language, options).format(fraction);
}

/**
 * A number in the language's digits and decimal sign, with at most `maxDecimals` decimals
 * (default 2): 66.3 minutes, 1 / 4. Not grouped in thousands, as the spec writes its counts.
 */
export function formatNumber(value: number, language: string, maxDecimals = 2): string {
  return formatter(`number|${maxDecimals}`, language, { maximumFractionDigits: maxDecimals, useGrouping: false }).format(value);
}

/** A whole number of at least two digits (5 is "05"), in the language's digits: clocks' parts. */
export function formatTwoDigits(value: number, language: string): string {
  return formatter('two-digits', language, { minimumIntegerDigits: 2, useGrouping: false, maximumFractionDigits: 0 }).format(value);
}

/**
 * The test's countdown, hh:mm:ss (01:02:05 in en-GB), each part two digits in the language's
 * own digits. The colons stay: a clock reads so in every language the product ships.
 */
export function formatCountdown(totalSeconds: number, language: string): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((part) => formatTwoDigits(part, language)).join(':');
}
