import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { CreateEventForm } from '../../features/aso-ebi-host/components/create-event-form.tsx';
import { useMe } from '../../lib/current-user.ts';
import { notifySuccess } from '../../lib/notify.ts';

/** /events/new: a host creates an aso-ebi event with its looks and dates. */
export default function NewEventPage() {
  const me = useMe();
  const navigate = useNavigate();
  if (me && !(me.demo || me.signedIn)) {
    return <SignInPrompt what="aso-ebi events" title="Sign in to create an aso-ebi event" />;
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <Link
        to={paths.events}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        My events
      </Link>
      <h1 className="text-2xl font-bold text-stone-900">Create an aso-ebi event</h1>
      <p className="mt-1 mb-6 text-stone-700">
        Choose the outfits from Telo&apos;s tailors and the date guests pay by. Each guest pays her
        own share and gets an outfit made to her own measurements.
      </p>
      <CreateEventForm
        onCreated={(event) => {
          notifySuccess('Event created', 'Share the link with your guests');
          void navigate(paths.eventBoard(event.id));
        }}
      />
    </section>
  );
}
