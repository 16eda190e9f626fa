import type { QueryClient } from '@tanstack/react-query';
import { refetchAfterWrite } from '../../../lib/query-client.ts';

/**
 * After a workspace write: the tailor's own list answers anew, and the public catalogue this
 * browser already read (outfits, tailors, a tailor's portfolio) is read again when next shown,
 * so the tailor sees their change on /products and /tailors/{id} at once.
 */
export async function afterCatalogueWrite(queryClient: QueryClient, ownKey: readonly unknown[]) {
  await refetchAfterWrite(queryClient, ownKey);
  await queryClient.invalidateQueries({ queryKey: ['/api/products'] });
  await queryClient.invalidateQueries({ queryKey: ['/api/tailors'] });
}
