import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventBoardQueryOptions } from './get-event-board.ts';

export const inviteGuests = (id: string, phones: string[]) =>
  callApi(asoEbiHostApi.invite, { params: { id }, body: { phones } });

/** Texts the event's link to phone numbers; each appears on the board as invited. */
export function useInviteGuests(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phones: string[]) => inviteGuests(id, phones),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventBoardQueryOptions(id).queryKey }),
  });
}
