import { useMutation } from '@tanstack/react-query';
import { asoEbiGuestApi } from '../../../../shared/api/aso-ebi-guest.ts';
import type { PayEvent } from '../../../../shared/schemas/aso-ebi-guest.ts';
import { callApi } from '../../../lib/api-client.ts';

export const payShare = (id: string, body: PayEvent) =>
  callApi(asoEbiGuestApi.pay, { params: { id }, body });

/**
 * Starts paying her share and sends the browser to the payment page (Paystack's, the simulator's
 * in demo mode), which brings her back to /checkout/complete as any payment does. Pending until
 * the page unloads, so the button cannot start a second one.
 */
export function usePayShare(eventId: string) {
  return useMutation({
    mutationFn: (body: PayEvent) => payShare(eventId, body),
    onSuccess: ({ authorizationUrl }) => {
      window.location.assign(authorizationUrl);
      return new Promise<void>(() => {});
    },
  });
}
