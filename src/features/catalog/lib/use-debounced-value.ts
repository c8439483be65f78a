import { useEffect, useState } from 'react';
import { timers } from '../../../lib/timers';

/** `value` once it has stayed the same for `delay` ms: each change restarts the wait. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => timers.after(delay, () => setSettled(value)), [value, delay]);
  return settled;
}
