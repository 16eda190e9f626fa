import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactMessageSchema } from '../../../../shared/schemas/contact-message.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

/** What a message is about, so it reaches the right person on the support team. */
export const contactCategories = [
  'Order support',
  'Measurements & fit',
  'Returns & alterations',
  'Payments & refunds',
  'Becoming a tailor',
  'Something else',
] as const;

type FormInput = z.input<typeof contactMessageSchema>;
type FormOutput = z.output<typeof contactMessageSchema>;

const empty: FormInput = { name: '', email: '', category: '', subject: '', message: '' };

/**
 * The contact form (spec §5): name, email, subject and message are required, category is not.
 * The same zod schema validates on the server. Success is announced only after the server has
 * stored the message; on failure everything typed stays in the form.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: empty,
  });

  const onSubmit = (values: FormOutput) =>
    send.mutate(values, {
      onSuccess: () => {
        notifySuccess("Message sent successfully! We'll get back to you within 24 hours.");
        reset(empty);
      },
      onError: () =>
        notifyError('Error', 'Failed to send message. Please check your connection and try again.'),
    });

  return (
    // noValidate: our own messages show beneath the inputs instead of the browser's bubbles.
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2">
      <Field label="Full name" error={errors.name?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            autoComplete="name"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('name')}
          />
        )}
      </Field>
      <Field label="Email address" error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('email')}
          />
        )}
      </Field>
      <Field label="Category (optional)" className="sm:col-span-2">
        {({ id }) => (
          <Select id={id} {...register('category')}>
            <option value="">Choose a category</option>
            {contactCategories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Subject" error={errors.subject?.message} className="sm:col-span-2">
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('subject')}
          />
        )}
      </Field>
      <Field
        label="Message"
        error={errors.message?.message}
        hint="If it is about an order, include the order number (it starts with 'Order #')."
        className="sm:col-span-2"
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={6}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...register('message')}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
