import { useQuery } from '@tanstack/react-query';
import { checkoutApi } from '../../../../shared/api/checkout.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

/** The shopper's saved delivery addresses, newest first (GET /api/addresses). */
export const addressesQueryOptions = () => readOptions(checkoutApi.addresses, {});

/** Waits until the shopper is known (a live-mode guest with no id yet has none). */
export function useSavedAddresses(userId: ActingUserId) {
  return useQuery({ ...addressesQueryOptions(), enabled: typeof userId === 'string' });
}
