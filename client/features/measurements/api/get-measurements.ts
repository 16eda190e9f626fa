import { useQuery } from '@tanstack/react-query';
import { measurementsApi } from '../../../../shared/api/measurements.ts';
import { readOptions } from '../../../lib/api-client.ts';
import type { ActingUserId } from '../../../lib/current-user.ts';

/** The shopper's saved measurements, or null when they have none yet. */
export const measurementsQueryOptions = (userId: string) =>
  readOptions(measurementsApi.ofUser, { userId });

/** Waits until the shopper is known (a live-mode guest with no id yet has nothing saved). */
export function useMeasurements(userId: ActingUserId) {
  return useQuery({
    ...measurementsQueryOptions(userId ?? ''),
    enabled: typeof userId === 'string',
  });
}
