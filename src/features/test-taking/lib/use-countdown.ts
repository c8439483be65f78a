import { useEffect, useState } from 'react';
import { timers } from '../../../lib/timers';

/**
 * Seconds left until the server's deadline. The server's clock decides: the offset between
 * device and server clocks (measured when the attempt loaded) is applied, and the time left is
 * recomputed from the clock on every tick, so a throttled background tab or a wrong device clock
 * cannot stretch the test.
 */
export function useCountdown(deadline: string, serverTime: string, receivedAt: number): number {
  const offset = Date.parse(serverTime) - receivedAt;
  const left = () => Math.max(0, Math.ceil((Date.parse(deadline) - (Date.now() + offset)) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(left());
    tick();
    const cancel = timers.every(1000, tick);
    document.addEventListener('visibilitychange', tick);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', tick);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left() depends only on these three
  }, [deadline, serverTime, receivedAt]);
  return seconds;
}
