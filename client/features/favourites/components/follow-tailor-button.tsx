import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useCurrentUserId } from '../../../lib/current-user.ts';
import { useFollowedTailors } from '../api/get-followed-tailors.ts';
import { useToggleFollow } from '../api/toggle-follow.ts';

type Props = { tailorId: string; businessName: string; className?: string };

/**
 * Follow Tailor (spec §2, Tailor detail; issue 15): a toggle remembered per account. Whether the
 * shopper follows is known only in the browser, after hydration: the server renders the plain
 * "Follow Tailor", as for every visitor.
 */
export function FollowTailorButton({ tailorId, businessName, className }: Props) {
  const userId = useCurrentUserId();
  const followed = useFollowedTailors(userId);
  const toggle = useToggleFollow();
  const following = followed.data?.some((t) => t.id === tailorId) ?? false;
  return (
    <Button
      variant={following ? 'primary' : 'outline'}
      aria-pressed={following}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ tailorId, businessName, follow: !following })}
      className={className}
    >
      <Heart aria-hidden="true" className="size-4" fill={following ? 'currentColor' : 'none'} />
      {following ? 'Following' : 'Follow Tailor'}
    </Button>
  );
}
