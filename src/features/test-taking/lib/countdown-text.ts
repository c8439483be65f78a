import { numberFormat } from '../../../tenant/intl-format';

/** A whole number of at least two digits (5 is "05"), in the language's digits: a clock's parts. */
export function formatTwoDigits(value: number, language: string): string {
  return numberFormat(language, { minimumIntegerDigits: 2, useGrouping: false, maximumFractionDigits: 0 }).format(value);
}

/**
 * The test's countdown, hh:mm:ss (01:02:05 in en-GB), each part two digits in the language's
 * own digits. The colons stay: a clock reads so in every language the product ships.
 */
export function formatCountdown(totalSeconds: number, language: string): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((part) => formatTwoDigits(part, language)).join(':');
}
