import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { WorkshopInput } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi, readOptions } from '../../../lib/api-client.ts';

/** The workshop for pickups (GET /api/tailor/workshop, issue 29). */
export const workshopQueryOptions = () => readOptions(api.workshop, {});
export const useWorkshop = () => useQuery(workshopQueryOptions());

export const saveWorkshop = (input: WorkshopInput) => callApi(api.saveWorkshop, { body: input });

/** Saves the workshop's address, phone and hours; the form then shows the server's answer. */
export function useSaveWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkshop,
    onSuccess: (saved) => queryClient.setQueryData(workshopQueryOptions().queryKey, saved),
  });
}
