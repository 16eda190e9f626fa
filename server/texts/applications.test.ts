import { describe, expect, it } from 'vitest';
import {
  applicationApprovedText,
  applicationDeclinedText,
  applicationReceivedText,
} from './applications.ts';

const site = 'https://telo.ng';

describe('application texts', () => {
  it('acknowledges an application, with when to expect the answer and a full link', () => {
    expect(applicationReceivedText(site, 'Ògún Stitches')).toBe(
      'Telo: we have your application for Ògún Stitches to join Telo as a master tailor. ' +
        'We review it within 3-5 business days and will text you our decision. ' +
        'Follow it here: https://telo.ng/become-tailor',
    );
  });

  it('says an application is approved and links to the workspace', () => {
    expect(applicationApprovedText(site, 'Ògún Stitches')).toBe(
      'Telo: Ògún Stitches is approved as a Telo master tailor. Sign in on Telo with this phone ' +
        'number to open your workspace (orders, catalogue and payouts): https://telo.ng/dashboard',
    );
  });

  it('gives the reason of a decline in quotes, with one full stop, and the way back', () => {
    const expected =
      'Telo: your tailor application for Ògún Stitches was not approved. Our reason: ' +
      '"Please add photos of your work." You are welcome to apply again: https://telo.ng/become-tailor';
    expect(applicationDeclinedText(site, 'Ògún Stitches', 'Please add photos of your work.')).toBe(
      expected,
    );
    expect(applicationDeclinedText(site, 'Ògún Stitches', ' Please add photos of your work ')).toBe(
      expected.replace('work."', 'work".'),
    );
  });
});
