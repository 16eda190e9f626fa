import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiGuestApi } from '../../../../shared/api/aso-ebi-guest.ts';
import type { JoinEvent } from '../../../../shared/schemas/aso-ebi-guest.ts';
import { callApi } from '../../../lib/api-client.ts';
import { membershipWritten } from './membership-written.ts';

export const joinEvent = (id: string, body: JoinEvent) =>
  callApi(asoEbiGuestApi.join, { params: { id }, body });

/** Joins a look with a size note, or changes them while unpaid. */
export function useJoinEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinEvent) => joinEvent(eventId, body),
    onSuccess: (membership) => membershipWritten(queryClient, eventId, membership),
  });
}
