import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TailorProfileInput } from '../../../../shared/schemas/tailor-catalogue.ts';
import type { Tailor } from '../../../../shared/schemas/tailor.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { afterCatalogueWrite } from '../lib/after-write.ts';
import { myProfileQueryOptions } from './get-my-profile.ts';

export async function updateProfile(input: TailorProfileInput): Promise<Tailor> {
  return (await apiRequest('PUT', '/api/tailor/profile', input)).json();
}

/** Saves the public profile's bio, specialties, location and response time. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => afterCatalogueWrite(queryClient, myProfileQueryOptions().queryKey),
  });
}
