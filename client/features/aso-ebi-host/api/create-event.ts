import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import type { CreateEventInput } from '../../../../shared/schemas/aso-ebi-host.ts';
import { callApi } from '../../../lib/api-client.ts';
import { eventBoardQueryOptions } from './get-event-board.ts';
import { myEventsQueryOptions } from './get-my-events.ts';

export const createEvent = (body: CreateEventInput) => callApi(asoEbiHostApi.create, { body });

/** Creates the event with its looks; the server prices them and computes its dates. */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: async (event) => {
      await queryClient.invalidateQueries({ queryKey: myEventsQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: eventBoardQueryOptions(event.id).queryKey });
    },
  });
}
