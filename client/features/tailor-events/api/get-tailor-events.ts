import { useQuery } from '@tanstack/react-query';
import { tailorEventsApi } from '../../../../shared/api/tailor-events.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in tailor's orders from locked aso-ebi events, by event and look (issue 32). */
export const tailorEventsQueryOptions = () => readOptions(tailorEventsApi.list, {});

export function useTailorEvents() {
  return useQuery(tailorEventsQueryOptions());
}
