import { useQuery } from '@tanstack/react-query';
import { tailorsApi } from '../../../../shared/api/tailors.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** The signed-in tailor's own tailors row, as /tailors/{id} shows it. */
export const myProfileQueryOptions = () => readOptions(tailorsApi.me, {});

export const useMyProfile = () => useQuery(myProfileQueryOptions());
