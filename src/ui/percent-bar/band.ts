/** The spec's percentage bar bands, upper bounds inclusive: up to 40 orange, 55 yellow, 65 light green, 75 bright green, 100 dark green. */
export type Band = 'upTo40' | 'upTo55' | 'upTo65' | 'upTo75' | 'upTo100';

export function bandOf(percent: number): Band {
  if (percent <= 40) return 'upTo40';
  if (percent <= 55) return 'upTo55';
  if (percent <= 65) return 'upTo65';
  if (percent <= 75) return 'upTo75';
  return 'upTo100';
}
