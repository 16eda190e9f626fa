import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasurementKey, MeasurementUnit } from '../../../../shared/catalog.ts';
import { measurementsApi } from '../../../../shared/api/measurements.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshMeIfNobody } from '../../../lib/current-user.ts';
import { measurementsQueryOptions } from './get-measurements.ts';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

/**
 * What saving sends (spec §7): the 12 values as the strings typed, and the unit.
 * No userId while the shopper is not known or is a live-mode guest with no id yet: the server
 * then saves them for the session's user (issue 12).
 */
export type SaveMeasurementsInput = Record<MeasurementKey, string> & {
  userId?: string;
  unit: MeasurementUnit;
};

export async function saveMeasurements(input: SaveMeasurementsInput): Promise<void> {
  await callApi(measurementsApi.save, { body: input });
}

/** Saves the shopper's measurements, then refreshes that shopper's saved measurements. */
export function useSaveMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeasurements,
    onSuccess: async (_data, input) => {
      await refreshMeIfNobody(queryClient, input.userId);
      if (input.userId !== undefined)
        await refetchAfterWrite(queryClient, measurementsQueryOptions(input.userId).queryKey);
    },
  });
}
