import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiGuestApi } from '../../../../shared/api/aso-ebi-guest.ts';
import { callApi } from '../../../lib/api-client.ts';
import { membershipWritten } from './membership-written.ts';

export const leaveEvent = (id: string) =>
  callApi(asoEbiGuestApi.leave, { params: { id }, body: {} });

/** Leaves before the lock: her order cancelled and refunded in full. */
export function useLeaveEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveEvent(eventId),
    onSuccess: (membership) => membershipWritten(queryClient, eventId, membership),
  });
}
