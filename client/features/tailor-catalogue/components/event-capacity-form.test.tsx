import { describe, expect, it } from 'vitest';
import { eventCapacityProblem } from './event-capacity-form.tsx';

describe('the aso-ebi capacity rule in the browser', () => {
  it('takes whole numbers from 1 to 200, with the server’s words otherwise', () => {
    expect(eventCapacityProblem('1')).toBeUndefined();
    expect(eventCapacityProblem('200')).toBeUndefined();
    expect(eventCapacityProblem('0')).toBe('Take at least 1 event order a week');
    expect(eventCapacityProblem('201')).toBe('You can take at most 200 event orders a week');
    expect(eventCapacityProblem('2.5')).toBe('Enter a whole number of orders');
    expect(eventCapacityProblem('')).toBe('Enter how many event orders you take a week');
  });
});
