import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import type { LookInput } from '../../../../shared/schemas/aso-ebi-host.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventBoardQueryOptions } from './get-event-board.ts';

export const addLook = (id: string, body: LookInput) =>
  callApi(asoEbiHostApi.addLook, { params: { id }, body });

/** Adds another tailor's look to the open event (when a look is full, or for more choice). */
export function useAddLook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LookInput) => addLook(id, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventBoardQueryOptions(id).queryKey }),
  });
}
