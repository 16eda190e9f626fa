import type * as S from '../schemas/tailor-list.ts';
import type * as P from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * The public list of tailors (spec §7), answered from the catalog cache's bytes with an ETag
 * (decision 008), and the tailor's own row for the workspace.
 */
export const tailorsApi = {
  list: endpoint<{ query: typeof S.tailorListQuerySchema; response: typeof S.tailorListAnswer }>(
    'GET',
    '/api/tailors',
  ),
  one: endpoint<{ params: typeof P.idParamsSchema; response: typeof S.tailorAnswer }>(
    'GET',
    '/api/tailors/:id',
  ),
  products: endpoint<{ params: typeof P.idParamsSchema; response: typeof S.tailorProductsAnswer }>(
    'GET',
    '/api/tailors/:id/products',
  ),
  me: endpoint<{ response: typeof S.ownTailorAnswer }>('GET', '/api/tailor/me'),
};
