import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../../shared/api/admin.ts';
import { readOptions } from '../../../lib/api-client.ts';

/** Telo's books (GET /api/admin/books, admins only): each figure a ledger sum. */
export const booksQueryOptions = () => readOptions(adminApi.books, {});

export function useBooks() {
  return useQuery(booksQueryOptions());
}
