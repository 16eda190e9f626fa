import type { ContactMessage } from '../../../../shared/schemas/contact-message.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/field.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { emptyContactForm, resolveContactForm } from '../lib/contact-form-values.ts';

/** What a message is about, so it reaches the right person on the support team. */
export const contactCategories = [
  'Order support',
  'Measurements & fit',
  'Returns & alterations',
  'Payments & refunds',
  'Becoming a tailor',
  'Something else',
] as const;

/**
 * The contact form (spec §5): name, email, subject and message are required, category is not.
 * The server checks the same rules (shared/schemas/contact-message.ts). Success is announced only after the server has
 * stored the message; on failure everything typed stays in the form.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, errors } = useForm({
    defaultValues: emptyContactForm,
    resolver: resolveContactForm,
  });

  const onSubmit = (values: ContactMessage) =>
    send.mutate(values, {
      onSuccess: () => {
        notifySuccess("Message sent successfully! We'll get back to you within 24 hours.");
        reset(emptyContactForm);
      },
      onError: () =>
        notifyError('Error', 'Failed to send message. Please check your connection and try again.'),
    });

  return (
    // noValidate: our own messages show beneath the inputs instead of the browser's bubbles.
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2">
      <Field label="Full name" error={errors.name}>
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
      <Field label="Email address" error={errors.email}>
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
      <Field label="Subject" error={errors.subject} className="sm:col-span-2">
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
        error={errors.message}
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
