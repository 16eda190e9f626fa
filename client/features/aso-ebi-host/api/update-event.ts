import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import type { BodyOf } from '../../../../shared/api/endpoint.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventBoardQueryOptions } from './get-event-board.ts';

export const updateEvent = (id: string, body: BodyOf<typeof asoEbiHostApi.update>) =>
  callApi(asoEbiHostApi.update, { params: { id }, body });

/** Changes the event's note or whether guests see each other's names. */
export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof asoEbiHostApi.update>) => updateEvent(id, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventBoardQueryOptions(id).queryKey }),
  });
}
