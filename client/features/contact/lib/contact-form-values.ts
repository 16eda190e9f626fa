import {
  contactMessageLabels as label,
  contactMessageLimits as max,
  EMAIL_TOO_LONG,
  INVALID_EMAIL,
} from '../../../../shared/schemas/contact-message-rules.ts';
import type { ContactMessage } from '../../../../shared/schemas/contact-message.ts';
import {
  emailPattern,
  requiredMessage,
  tooLongMessage,
} from '../../../../shared/schemas/text-rules.ts';
import type { FieldErrors, FormResolver } from '../../../lib/use-form.ts';

export type ContactFormValues = {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
};

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  category: '',
  subject: '',
  message: '',
};

/**
 * The server's rules (shared/schemas/contact-message.ts) without zod: name, email, subject and
 * message required and bounded, the email well formed, the category optional (blank sends null).
 * Values are sent trimmed. contact-form-values.test.ts holds both to the same answers.
 */
export const resolveContactForm: FormResolver<ContactFormValues, ContactMessage> = (input) => {
  const errors: FieldErrors<ContactFormValues> = {};
  const required = (field: 'name' | 'subject' | 'message') => {
    const value = input[field].trim();
    if (value === '') errors[field] = requiredMessage(label[field]);
    else if (value.length > max[field]) errors[field] = tooLongMessage(label[field], max[field]);
    return value;
  };
  const name = required('name');
  const email = input.email.trim();
  if (email === '') errors.email = requiredMessage(label.email);
  else if (email.length > max.email) errors.email = EMAIL_TOO_LONG;
  else if (!emailPattern.test(email)) errors.email = INVALID_EMAIL;
  const category = input.category.trim();
  if (category.length > max.category)
    errors.category = tooLongMessage(label.category, max.category);
  const subject = required('subject');
  const message = required('message');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { name, email, category: category || null, subject, message } };
};
