import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { SignInPrompt } from '../../features/account/components/sign-in-prompt.tsx';
import { useEventBoard } from '../../features/aso-ebi-host/api/get-event-board.ts';
import { EventBoard } from '../../features/aso-ebi-host/components/event-board.tsx';
import { errorStatus } from '../../lib/api-client.ts';
import { useMe } from '../../lib/current-user.ts';

/** /events/{id}/board: the host's board of her event. Anyone else finds no event here. */
export default function EventBoardPage() {
  const { id = '' } = useParams();
  const me = useMe();
  const mayHost = Boolean(me && (me.demo || me.signedIn));
  const board = useEventBoard(id, mayHost);

  if (me && !mayHost) return <SignInPrompt what="event board" />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link
        to={paths.events}
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        My events
      </Link>
      {board.isError ? (
        <Card className="p-6 text-center">
          <h1 className="text-xl font-bold text-stone-900">
            {errorStatus(board.error) === 404 ? 'Event not found' : 'The board could not be loaded'}
          </h1>
          <p className="mt-2 text-stone-700">Only the event&apos;s host sees its board.</p>
        </Card>
      ) : board.data ? (
        <EventBoard board={board.data} />
      ) : (
        <>
          <h1 className="sr-only">Event board</h1>
          <Skeleton className="h-96" />
        </>
      )}
    </section>
  );
}
