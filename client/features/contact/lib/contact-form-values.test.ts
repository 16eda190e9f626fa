import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '../../../../shared/schemas/contact-message.ts';
import { resolveContactForm, type ContactFormValues } from './contact-form-values.ts';

/** What the server's zod schema answers, in the form's terms: the output or the first message per field. */
function serverAnswer(values: ContactFormValues) {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

const valid: ContactFormValues = {
  name: 'Tunde Bakare',
  email: 'tunde@example.ng',
  category: '',
  subject: 'Agbada sleeves',
  message: 'Too long by 2 inches.',
};

describe('resolveContactForm', () => {
  it.each<[string, Partial<ContactFormValues>]>([
    ['a valid message, blank category sent as null', {}],
    ['a chosen category', { category: 'Measurements & fit' }],
    ['values with spaces around them', { name: '  Tunde ', email: ' t@x.ng ', subject: ' s ' }],
    ['every field blank', { name: '', email: '', subject: '', message: '' }],
    ['fields of spaces only', { name: '   ', email: '  ', subject: ' ', message: '\n' }],
    ['an email without domain', { email: 'tunde@' }],
    ['an email without dot in the domain', { email: 'tunde@example' }],
    ['an email with two dots', { email: 'tu..nde@example.ng' }],
    ['an email with a plus', { email: 'tunde+telo@example.com.ng' }],
    ['an email too long', { email: `${'a'.repeat(250)}@x.ng` }],
    ['a name too long', { name: 'n'.repeat(101) }],
    ['a name at the limit', { name: 'n'.repeat(100) }],
    ['a subject too long', { subject: 's'.repeat(201) }],
    ['a message too long', { message: 'm'.repeat(5001) }],
    ['a category too long', { category: 'c'.repeat(51) }],
  ])('answers as the server does for %s', (_, change) => {
    const values = { ...valid, ...change };
    expect(resolveContactForm(values)).toEqual(serverAnswer(values));
  });

  it('answers as the server does for any text', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('', ' ', 'a@b.co', ' x@y.ng ', 'a.b@c', '@x.ng', 'a@-b.ng', "o'neil@x.ng"),
    );
    fc.assert(
      fc.property(
        fc.record({ name: text, email: text, category: text, subject: text, message: text }),
        (values) => {
          expect(resolveContactForm(values)).toEqual(serverAnswer(values));
        },
      ),
    );
  });
});
