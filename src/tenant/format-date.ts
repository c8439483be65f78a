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
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date (or an ISO date-time) in the tenant's locale, in the learner's time zone. */
export function formatDate(date: Date | string, style: DateStyle, locale: string): string {
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formatters.set(key, formatter);
  }
  return formatter.format(typeof date === 'string' ? new Date(date) : date);
}
