import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Measurements } from '../../../../shared/schemas/measurement.ts';

/** The shopper's saved measurements, or null when they have none yet. */
export const measurementsQueryOptions = (userId: string) =>
  queryOptions<Measurements | null>({ queryKey: ['/api/users', userId, 'measurements'] });

export function useMeasurements(userId: string) {
  return useQuery(measurementsQueryOptions(userId));
}
