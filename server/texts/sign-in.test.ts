import { expect, it } from 'vitest';
import { codeMessage } from './sign-in.ts';

it('the sign-in code comes first, with how long it lasts', () => {
  expect(codeMessage('482913')).toBe('Your Telo code is 482913. It expires in 10 minutes.');
});
