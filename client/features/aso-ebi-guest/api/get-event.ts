import { useQuery } from '@tanstack/react-query';
import { asoEbiGuestApi } from '../../../../shared/api/aso-ebi-guest.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The event as any visitor sees it: the event page prefetches it on the server (page-reads.ts). */
export const eventQueryOptions = (id: string) => readOptions(asoEbiGuestApi.event, { id });

export function useEvent(id: string | undefined) {
  return useQuery({ ...eventQueryOptions(id ?? ''), enabled: Boolean(id) });
}
