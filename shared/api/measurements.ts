import type * as S from '../schemas/measurement.ts';
import { endpoint } from './endpoint.ts';

/** A shopper's body measurements (spec §7): the 12 values and their unit, one row each. */
export const measurementsApi = {
  ofUser: endpoint<{ params: typeof S.userParams; response: typeof S.savedMeasurements }>(
    'GET',
    '/api/users/:userId/measurements',
  ),
  save: endpoint<{ body: typeof S.saveMeasurementsSchema; response: typeof S.measurementsSchema }>(
    'POST',
    '/api/measurements',
  ),
};
