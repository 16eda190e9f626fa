import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tailorCatalogueApi as api } from '../../../../shared/api/tailor-catalogue.ts';
import type { TailorProfileInput } from '../../../../shared/schemas/tailor-catalogue.ts';
import { callApi } from '../../../lib/api-client.ts';
import { afterCatalogueWrite } from '../lib/after-write.ts';
import { myProfileQueryOptions } from './get-my-profile.ts';

export const updateProfile = (input: TailorProfileInput) =>
  callApi(api.saveProfile, { body: input });

/** Saves the public profile's bio, specialties, location and response time. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => afterCatalogueWrite(queryClient, myProfileQueryOptions().queryKey),
  });
}
