import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import { callApi } from '../../../lib/api-client.ts';

export const searchOutfits = (q: string) =>
  callApi(asoEbiHostApi.outfits, { query: q ? { q } : {} });

/** Outfits a host may choose for a look, with their tailor's making time (GET /api/events/outfits). */
export function useOutfitChoices(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [asoEbiHostApi.outfits.path, q],
    queryFn: () => searchOutfits(q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
