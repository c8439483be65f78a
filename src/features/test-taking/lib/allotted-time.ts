import type { Translate } from '../../../i18n/use-namespace';

/** Whole hours and the minutes left over; negative or fractional input is rounded to whole minutes, at least 0. */
export function allottedTimeParts(totalMinutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** The spec's allotted time: minutes under an hour ('45 minutes'), otherwise hours and minutes ('1 hour 30 minutes', '2 hours'). */
export function formatAllottedTime(totalMinutes: number, t: Translate): string {
  const { hours, minutes } = allottedTimeParts(totalMinutes);
  if (hours === 0) return t('time.minutes', { count: minutes });
  if (minutes === 0) return t('time.hours', { count: hours });
  return t('time.hoursAndMinutes', { hours: t('time.hours', { count: hours }), minutes: t('time.minutes', { count: minutes }) });
}
