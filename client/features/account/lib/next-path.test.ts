import { describe, expect, it } from 'vitest';
import { nextPathAfterSignIn, signInPath } from './next-path.ts';

describe('nextPathAfterSignIn', () => {
  it('returns to a path of this site, query included', () => {
    expect(nextPathAfterSignIn('/orders?status=pending', '/profile')).toBe(
      '/orders?status=pending',
    );
    expect(nextPathAfterSignIn('/orders/abc', '/profile')).toBe('/orders/abc');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'orders',
    '/sign-in',
    '/sign-in?next=/x',
    '/\nx',
  ])('goes to the profile instead of %j', (next) => {
    expect(nextPathAfterSignIn(next, '/profile')).toBe('/profile');
  });

  it('round-trips through the sign-in address', () => {
    const next = new URL(signInPath('/orders?status=pending'), 'http://x').searchParams.get('next');
    expect(nextPathAfterSignIn(next, '/profile')).toBe('/orders?status=pending');
  });
});
