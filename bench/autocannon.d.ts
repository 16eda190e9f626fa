// The part of autocannon's API the bench uses (the package ships no types; this avoids adding
// @types/autocannon for five fields).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    type Options = {
      url: string;
      headers?: Record<string, string>;
      connections?: number;
      duration?: number;
      amount?: number;
    };
    type Result = {
      start: Date;
      finish: Date;
      non2xx: number;
      errors: number;
      timeouts: number;
    };
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): EventEmitter;
  export default autocannon;
}
