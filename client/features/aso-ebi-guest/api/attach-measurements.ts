import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asoEbiGuestApi } from '../../../../shared/api/aso-ebi-guest.ts';
import { callApi } from '../../../lib/api-client.ts';
import { membershipWritten } from './membership-written.ts';

export const attachMeasurements = (id: string) =>
  callApi(asoEbiGuestApi.measurements, { params: { id }, body: {} });

/** Copies her saved measurements onto her membership (409 when she has none saved). */
export function useAttachMeasurements(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => attachMeasurements(eventId),
    onSuccess: (membership) => membershipWritten(queryClient, eventId, membership),
  });
}
