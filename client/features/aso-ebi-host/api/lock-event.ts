import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiLockApi } from '../../../../shared/api/aso-ebi-lock.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventBoardQueryOptions } from './get-event-board.ts';
import { myEventsQueryOptions } from './get-my-events.ts';

export const lockEvent = (id: string) => callApi(asoEbiLockApi.lock, { params: { id }, body: {} });

/** Locks the event now, before its pay-by date: the same lock as the one at the end of it. */
export function useLockEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => lockEvent(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: eventBoardQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: myEventsQueryOptions().queryKey });
    },
  });
}
