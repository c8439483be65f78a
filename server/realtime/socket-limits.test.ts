import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../tests/support/fake-clock.ts';
import { memoryLimitStore, type LimitStore } from '../rate-limit/limit-store.ts';
import { SOCKET_LIMITS, socketLimits } from './socket-limits.ts';

/** The memory store, counting how often it is asked. */
function countingStore() {
  const store = memoryLimitStore();
  const asked = { count: 0 };
  const counting: LimitStore = {
    counter: (name, rule) => {
      const counter = store.counter(name, rule);
      const consume = counter.consume.bind(counter);
      counter.consume = (...args: Parameters<typeof consume>) => {
        asked.count += 1;
        return consume(...args);
      };
      return counter;
    },
    close: store.close,
  };
  return { store: counting, asked };
}

describe('socket limits', () => {
  let clock: FakeClock;
  beforeEach(() => void (clock = new FakeClock()));
  afterEach(() => clock.uninstall());

  it("allows a user's joins up to the limit a minute, refuses the rest without asking the store again, and starts again after the minute", async () => {
    const { store, asked } = countingStore();
    const allows = socketLimits(store);
    const { max } = SOCKET_LIMITS.joinsPerUser;
    const answers = await Promise.all(Array.from({ length: 2000 }, () => allows('joinsPerUser', 'tenant:learner')));
    expect(answers.filter(Boolean)).toHaveLength(max);
    const askedInBurst = asked.count;
    expect(await allows('joinsPerUser', 'tenant:learner')).toBe(false);
    expect(asked.count).toBe(askedInBurst); // refused here, from what this process already knows
    // Another user, and another kind of event, count on their own.
    expect(await allows('joinsPerUser', 'tenant:other')).toBe(true);
    expect(await allows('nudgesPerUser', 'tenant:learner')).toBe(true);
    clock.advance(60_001);
    expect(await allows('joinsPerUser', 'tenant:learner')).toBe(true);
  });
});
