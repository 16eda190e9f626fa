import { CODE_RULES } from '../modules/auth/codes.ts';

/** The sign-in code (issue 13): the code first, so a phone's autofill and a glance both find it. */
export const codeMessage = (code: string) =>
  `Your Telo code is ${code}. It expires in ${CODE_RULES.validSeconds / 60} minutes.`;
