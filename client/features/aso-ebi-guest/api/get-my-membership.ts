import { useQuery } from '@tanstack/react-query';
import { asoEbiGuestApi } from '../../../../shared/api/aso-ebi-guest.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The visitor's own membership of the event (null when she is not a member): browser only. */
export const myMembershipQueryOptions = (id: string) => readOptions(asoEbiGuestApi.me, { id });

export function useMyMembership(id: string, enabled: boolean) {
  return useQuery({ ...myMembershipQueryOptions(id), enabled });
}
