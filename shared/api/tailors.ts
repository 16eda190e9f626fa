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
    'Tailors: the plain list (highest rated first), or with limit or cursor one page with its counts',
  ),
  one: endpoint<{ params: typeof P.idParamsSchema; response: typeof S.tailorAnswer }>(
    'GET',
    '/api/tailors/:id',
    'One tailor (404 when missing)',
  ),
  products: endpoint<{ params: typeof P.idParamsSchema; response: typeof S.tailorProductsAnswer }>(
    'GET',
    '/api/tailors/:id/products',
    "A tailor's shown outfits, in catalog order (404 when the tailor is missing)",
  ),
  me: endpoint<{ response: typeof S.tailorAnswer }>(
    'GET',
    '/api/tailor/me',
    "The signed-in tailor's own row, as /tailors/{id} shows it (403 without the tailor role)",
  ),
};
