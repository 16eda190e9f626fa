import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';

/** The signed-in tailor's own tailors row, as /tailors/{id} shows it. */
export const myProfileQueryOptions = () => queryOptions<Tailor>({ queryKey: ['/api/tailor/me'] });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
