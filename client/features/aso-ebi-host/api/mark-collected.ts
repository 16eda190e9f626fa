import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventBoardQueryOptions } from './get-event-board.ts';

export const markCollected = (id: string, memberId: string) =>
  callApi(asoEbiHostApi.collected, { params: { id, memberId }, body: {} });

/** Ticks a guest's outfit as handed over by the host. */
export function useMarkCollected(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => markCollected(id, memberId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventBoardQueryOptions(id).queryKey }),
  });
}
