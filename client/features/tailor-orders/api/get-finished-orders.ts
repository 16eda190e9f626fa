import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tailorOrdersApi } from '../../../../shared/api/tailor-orders.ts';
import { keyOf } from '../../../../shared/api/endpoint.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Finished orders a page at a time: each collapses to a line, so a page holds ten. */
export const FINISHED_PAGE_SIZE = 10;

/** The key every page of the finished orders starts with (a step that finishes one renews them). */
export const finishedOrdersKey = keyOf(tailorOrdersApi.finished, {});

/** One page of the signed-in tailor's finished orders (GET /api/tailor/orders/finished). */
export const finishedOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...finishedOrdersKey, `?page=${page}&pageSize=${FINISHED_PAGE_SIZE}`],
    queryFn: () =>
      callApi(tailorOrdersApi.finished, { query: { page, pageSize: FINISHED_PAGE_SIZE } }),
  });

export function useFinishedOrders(page: number) {
  return useQuery({ ...finishedOrdersQueryOptions(page), placeholderData: keepPreviousData });
}
