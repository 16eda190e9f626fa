import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';

export const contactMessageSchema = z.object({
  name: requiredText('Name', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
  category: optionalText('Category', 50),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactMessage = z.input<typeof contactMessageSchema>;
