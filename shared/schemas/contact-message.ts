import { z } from 'zod';
import { contactMessagesApi } from '../api/contact-messages.ts';
import { contract, type Json } from '../api/endpoint.ts';
import { optionalText, requiredText } from './common.ts';
import {
  contactMessageLabels as label,
  contactMessageLimits as max,
  EMAIL_TOO_LONG,
  INVALID_EMAIL,
} from './contact-message-rules.ts';
import { emailPattern, requiredMessage } from './text-rules.ts';

/** The browser checks the same rules without zod: client/features/contact/lib/contact-form-values.ts. */
export const contactMessageSchema = z.object({
  name: requiredText(label.name, max.name),
  email: z
    .string({ error: requiredMessage(label.email) })
    .trim()
    .min(1, requiredMessage(label.email))
    .max(max.email, EMAIL_TOO_LONG)
    .pipe(z.email({ pattern: emailPattern, error: INVALID_EMAIL })),
  category: optionalText(label.category, max.category),
  subject: requiredText(label.subject, max.subject),
  message: requiredText(label.message, max.message),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;

/** The server's receipt for a stored message (201 Created). */
export const contactReceipt = z.object({ id: z.string(), createdAt: z.date() });
export type ContactMessageReceipt = Json<z.output<typeof contactReceipt>>;

export const contactMessagesContract = contract(contactMessagesApi, {
  send: {
    summary: 'Stores a message for the support team (201 with its receipt)',
    body: contactMessageSchema,
    response: contactReceipt,
  },
});
