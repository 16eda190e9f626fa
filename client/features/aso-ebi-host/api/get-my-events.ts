import { useQuery } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import { readOptions } from '../../../lib/api-client.ts';

export const myEventsQueryOptions = () => readOptions(asoEbiHostApi.mine, {});

/** The events the account hosts and the ones it joined (GET /api/events/mine). */
export function useMyEvents(enabled: boolean) {
  return useQuery({ ...myEventsQueryOptions(), enabled });
}
