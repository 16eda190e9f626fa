import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventBoardQueryOptions } from './get-event-board.ts';
import { myEventsQueryOptions } from './get-my-events.ts';

export const cancelEvent = (id: string) =>
  callApi(asoEbiHostApi.cancel, { params: { id }, body: {} });

/** Cancels the event before the lock: every guest is refunded in full. */
export function useCancelEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelEvent(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventBoardQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: myEventsQueryOptions().queryKey });
    },
  });
}
