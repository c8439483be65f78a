/** A calendar month (UTC) as YYYY-MM. */
export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

/** The `count` calendar months (UTC) up to and including the one of `now`, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, i) => monthOf(new Date(Date.UTC(year, month - (count - 1 - i), 1))));
}

/** The first instant of the oldest of those months: where a monthly query starts. */
export function startOfMonths(now: Date, count: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1));
}

/** Counts per month for the last `count` months, oldest first, 0 where `rows` has none. */
export function monthlyCounts(rows: ReadonlyArray<{ month: string; count: number }>, now: Date, count = 12): Array<{ month: string; count: number }> {
  const byMonth = new Map(rows.map((r) => [r.month, r.count]));
  return lastMonths(now, count).map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}
