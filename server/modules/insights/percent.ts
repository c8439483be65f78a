/** part / whole × 100 to 2 decimals; 0 when whole is 0 (spec: "Percentages with 2 decimals, or 0 if nothing"). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}
