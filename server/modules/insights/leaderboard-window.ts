/**
 * The 1-based positions of the leaderboard rows to show around the caller at `position` among
 * `total`: `size` rows, centred on the caller (2 before and 2 after for 5), shifted to stay within
 * the list at either end (spec section 9). An empty list gives an empty window.
 */
export function leaderboardWindow(total: number, position: number, size = 5): { from: number; to: number } {
  if (total <= 0) return { from: 1, to: 0 };
  const before = Math.floor((size - 1) / 2);
  const from = Math.max(1, Math.min(position - before, total - size + 1));
  return { from, to: Math.min(total, from + size - 1) };
}
