import { useQuery } from '@tanstack/react-query';
import { tailorsApi } from '../../../../shared/api/tailors.ts';
import { readOptions } from '../../../lib/api-client.ts';

export const tailorQueryOptions = (id: string) => readOptions(tailorsApi.one, { id });

export function useTailor(id: string | undefined) {
  return useQuery({ ...tailorQueryOptions(id ?? ''), enabled: Boolean(id) });
}
