import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { EventCapacity } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi, readOptions } from '../../../lib/api-client.ts';

/** Aso-ebi event orders she takes a week (GET /api/tailor/event-capacity, issue 32). */
export const eventCapacityQueryOptions = () => readOptions(api.eventCapacity, {});
export const useEventCapacity = () => useQuery(eventCapacityQueryOptions());

export const saveEventCapacity = (input: EventCapacity) =>
  callApi(api.saveEventCapacity, { body: input });

/** Saves the figure; the form then shows the server's answer. */
export function useSaveEventCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEventCapacity,
    onSuccess: (saved) => queryClient.setQueryData(eventCapacityQueryOptions().queryKey, saved),
  });
}
