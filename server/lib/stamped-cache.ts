/**
 * Values computed from data that only ever grows or is stamped when it changes (a provider's
 * reports, a learner's reports): each is reused while the stamp it was computed under is still
 * the current one, which the caller reads cheaply on every call (a few index reads), so a change
 * shows at once on any process. At most `capacity` keys are kept; the least recently used goes first.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { stamp: string; value: V }>();

  constructor(private readonly capacity: number) {}

  get(key: string, stamp: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.stamp !== stamp) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, stamp: string, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, { stamp, value });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
