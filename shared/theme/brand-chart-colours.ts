import { contrastRatio, parseHex, WCAG_AA_GRAPHIC } from './contrast.ts';

type Series = { series1: string; series2: string; series3: string; series4: string };

/** Two series closer than this (straight-line distance in RGB, 0 to 441) read as the same colour. */
const MIN_DISTANCE = 120;

function distance(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/**
 * The chart series of a provider that sets no chart colours of its own: its brand colours first
 * (primary, then secondary), then the base series for the rest. A colour is taken only when it
 * stands out 3:1 on the surface the charts sit on (WCAG 1.4.11) and is not too close to a series
 * already taken, so that bars and lines stay told apart (a pale brand accent is left out).
 */
export function brandChartSeries(brand: { primary: string; secondary: string }, base: Series, surface: string): Series {
  const picked: string[] = [];
  for (const colour of [brand.primary, brand.secondary, base.series1, base.series2, base.series3, base.series4]) {
    if (picked.length === 4) break;
    if (contrastRatio(colour, surface) < WCAG_AA_GRAPHIC) continue;
    if (picked.some((p) => distance(p, colour) < MIN_DISTANCE)) continue;
    picked.push(colour);
  }
  // Four base series that are all told apart always fill the list; this only guards odd bases.
  const fallback = [base.series1, base.series2, base.series3, base.series4];
  for (const colour of fallback) if (picked.length < 4 && !picked.includes(colour)) picked.push(colour);
  const [series1, series2, series3, series4] = picked as [string, string, string, string];
  return { series1, series2, series3, series4 };
}
