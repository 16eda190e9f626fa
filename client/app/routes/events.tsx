import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { useMyEvents } from '../../features/aso-ebi-host/api/get-my-events.ts';
import { MyEventsList } from '../../features/aso-ebi-host/components/my-events-list.tsx';
import { useMe } from '../../lib/current-user.ts';

/** /events: My events, the aso-ebi events the account hosts (their boards) and joined (their pages). */
export default function MyEventsPage() {
  const me = useMe();
  const mayHost = Boolean(me && (me.demo || me.signedIn));
  const events = useMyEvents(mayHost);

  if (me && !mayHost) return <SignInPrompt what="aso-ebi events" />;
  return (
    <section className="mx-auto max-w-3xl space-y-8 px-4 py-6 sm:py-10">
      <div className="space-y-3">
        <h1 className="text-2xl font-bold text-stone-900">My aso-ebi events</h1>
        <p className="text-stone-700">
          Organise your family&apos;s matching outfits: each guest chooses a look, gives her own
          measurements and pays her own share, and the tailors sew to each body.
        </p>
        <Link to={paths.newEvent} className={buttonClasses('primary', 'lg')}>
          Create an event
        </Link>
      </div>
      {events.isError ? (
        <p className="text-red-700">Your events could not be loaded. Please try again.</p>
      ) : events.data ? (
        <>
          <MyEventsList
            title="Hosting"
            events={events.data.hosting}
            empty="You have not created an event yet."
            linkOf={paths.eventBoard}
          />
          {events.data.hosting.length > 0 && (
            <p className="text-sm text-stone-700">
              Your margins are paid to your bank after each guest has her outfit:{' '}
              <Link to={paths.hostEarnings} className="font-medium text-brand-800 underline">
                Your aso-ebi earnings
              </Link>
            </p>
          )}
          <MyEventsList
            title="Joined"
            events={events.data.joined}
            empty="You have not joined an event yet."
            linkOf={paths.event}
          />
        </>
      ) : (
        <Skeleton className="h-40" />
      )}
    </section>
  );
}
