import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useMyProfile } from '../api/get-my-profile.ts';
import { ProfileForm } from './profile-form.tsx';
import { EventCapacitySection } from './event-capacity-form.tsx';
import { WorkshopSection } from './workshop-form.tsx';

/** The workspace's Profile tab: what shoppers read about the tailor on /tailors/{id}. */
export function ProfileTab() {
  const profile = useMyProfile();
  if (profile.isError) {
    return (
      <Card className="p-6 text-center">
        <p className="text-stone-800">Your profile could not be loaded.</p>
        <Button
          variant="outline"
          className="mt-3"
          disabled={profile.isFetching}
          onClick={() => profile.refetch()}
        >
          {profile.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </Card>
    );
  }
  if (profile.isPending) return <Skeleton className="h-96" />;
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-semibold text-stone-900">{profile.data.businessName}</h2>
        <p className="text-sm text-stone-600">Shoppers read this on your public profile.</p>
      </div>
      <ProfileForm key={profile.data.id} tailor={profile.data} />
      <WorkshopSection />
      <EventCapacitySection />
    </div>
  );
}
