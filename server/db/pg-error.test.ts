import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isPgDataException, pgErrorCode } from './pg-error.ts';

/** Drizzle wraps a driver error: its own message quotes the query and its values. */
const wrapped = (cause: unknown, params = '') =>
  Object.assign(new Error(`Failed query: select 1\nparams: ${params}`), { cause });
const withCode = (code: string, message = 'driver error') =>
  Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a server shutting down (57P01)', wrapped(withCode('57P01'))],
    ['a server starting up (57P03)', wrapped(withCode('57P03'))],
    ['too many connections (53300)', wrapped(withCode('53300'))],
    ['a connection failure (class 08)', wrapped(withCode('08006'))],
    [
      'a pool that timed out waiting',
      wrapped(new Error('timeout exceeded when trying to connect')),
    ],
    ['a connection lost mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'a transaction rolled back on a connection that died',
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['a closed pool', new Error('Cannot use a pool after calling end on the pool')],
    ['a closed PGlite', wrapped(new Error('PGlite is closed'))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['a value that merely quotes the words', wrapped(withCode('23503'), 'PGlite is closed')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('pgErrorCode and isPgDataException', () => {
  it('read the code through drizzle’s wrapping', () => {
    expect(pgErrorCode(wrapped(withCode('23503')))).toBe('23503');
    expect(isPgDataException(wrapped(withCode('22021')))).toBe(true);
    expect(isPgDataException(wrapped(withCode('23505')))).toBe(false);
    expect(isPgDataException(new Error('no code'))).toBe(false);
  });
});
