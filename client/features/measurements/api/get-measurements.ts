import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Measurements } from '../../../../shared/schemas/measurement.ts';
import { defaultQueryFn, errorStatus } from '../../../lib/api-client.ts';

/**
 * The shopper's saved measurements, or null when they have none yet: the server answers 404
 * for "nothing saved", which is a normal state here rather than an error.
 */
export const measurementsQueryOptions = (userId: string) =>
  queryOptions<Measurements | null>({
    queryKey: ['/api/users', userId, 'measurements'],
    queryFn: async (context) => {
      try {
        return (await defaultQueryFn(context)) as Measurements;
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });

export function useMeasurements(userId: string) {
  return useQuery(measurementsQueryOptions(userId));
}
