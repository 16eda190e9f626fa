import { useEffect, useState } from 'react';

/**
 * Seconds left until `until` (a Date.now() time), ticking once a second; 0 once it has passed.
 * Counting towards a time, not down from a number, keeps it right when a phone throttles timers
 * in a background tab.
 */
export function useCountdown(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      tick();
      if (until <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
