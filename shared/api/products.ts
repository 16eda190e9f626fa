import type * as S from '../schemas/product-list.ts';
import type * as P from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The public catalogue of outfits (spec §7). Both are answered from the catalog cache's bytes
 * with an ETag (decision 008), and the next request of the same address by the hot path
 * (decision 011).
 */
export const productsApi = {
  list: endpoint<{ query: typeof S.productListQuerySchema; response: typeof S.productListAnswer }>(
    'GET',
    '/api/products',
  ),
  one: endpoint<{ params: typeof P.idParamsSchema; response: typeof S.productAnswer }>(
    'GET',
    '/api/products/:id',
  ),
};
