import type { QueryClient } from '@tanstack/react-query';
import type { Membership } from '../../../../shared/schemas/aso-ebi-guest.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';
import { eventQueryOptions } from './get-event.ts';
import { myMembershipQueryOptions } from './get-my-membership.ts';

/** After a write: her membership as the server answered it, and the event's places read again. */
export async function membershipWritten(
  queryClient: QueryClient,
  eventId: string,
  membership: Membership,
) {
  queryClient.setQueryData(myMembershipQueryOptions(eventId).queryKey, membership);
  await refetchAfterWrite(queryClient, eventQueryOptions(eventId).queryKey);
}
