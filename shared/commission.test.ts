import { describe, expect, it } from 'vitest';
import { splitEarnings } from './commission.ts';

describe('splitEarnings', () => {
  it('takes the commission in whole kobo, rounded half up, and the tailor gets exactly the rest', () => {
    expect(splitEarnings(4_100_050, 1000)).toEqual({
      commissionKobo: 410_005,
      earningsKobo: 3_690_045,
    });
    expect(splitEarnings(15, 1000)).toEqual({ commissionKobo: 2, earningsKobo: 13 });
    expect(splitEarnings(14, 1000)).toEqual({ commissionKobo: 1, earningsKobo: 13 });
    expect(splitEarnings(9_999_999_99, 0)).toEqual({
      commissionKobo: 0,
      earningsKobo: 9_999_999_99,
    });
  });
});
