import type * as P from '../schemas/common.ts';
import type * as S from '../schemas/tailor-catalogue.ts';
import { endpoint } from './endpoint.ts';

/**
 * The tailor workspace's Catalogue and Profile tabs (issue 14). Every call acts on the signed-in
 * tailor's own rows (401 not signed in, 403 without the tailor role); another tailor's row is
 * not found. A write with nothing to change is a 400.
 */
export const tailorCatalogueApi = {
  products: endpoint<{ response: typeof S.tailorProductsAnswer }>('GET', '/api/tailor/products'),
  createProduct: endpoint<{
    body: typeof S.tailorProductInputSchema;
    response: typeof S.tailorProductAnswer;
  }>('POST', '/api/tailor/products'),
  updateProduct: endpoint<{
    params: typeof P.idParamsSchema;
    body: typeof S.tailorProductPatchSchema;
    response: typeof S.tailorProductAnswer;
  }>('PATCH', '/api/tailor/products/:id'),

  designs: endpoint<{ response: typeof S.tailorDesignsAnswer }>('GET', '/api/tailor/designs'),
  createDesign: endpoint<{
    body: typeof S.tailorDesignInputSchema;
    response: typeof S.tailorDesignAnswer;
  }>('POST', '/api/tailor/designs'),
  updateDesign: endpoint<{
    params: typeof P.idParamsSchema;
    body: typeof S.tailorDesignPatchSchema;
    response: typeof S.tailorDesignAnswer;
  }>('PATCH', '/api/tailor/designs/:id'),

  fabrics: endpoint<{ response: typeof S.tailorFabricsAnswer }>('GET', '/api/tailor/fabrics'),
  createFabric: endpoint<{
    body: typeof S.tailorFabricInputSchema;
    response: typeof S.tailorFabricAnswer;
  }>('POST', '/api/tailor/fabrics'),
  updateFabric: endpoint<{
    params: typeof P.idParamsSchema;
    body: typeof S.tailorFabricPatchSchema;
    response: typeof S.tailorFabricAnswer;
  }>('PATCH', '/api/tailor/fabrics/:id'),

  pricing: endpoint<{ response: typeof S.tailorPricingListAnswer }>('GET', '/api/tailor/pricing'),
  savePricing: endpoint<{
    params: typeof S.pricingParamsSchema;
    body: typeof S.tailorPricingInputSchema;
    response: typeof S.tailorPricingAnswer;
  }>('PUT', '/api/tailor/pricing/:category'),

  saveProfile: endpoint<{
    body: typeof S.tailorProfileInputSchema;
    response: typeof S.tailorProfileAnswer;
  }>('PUT', '/api/tailor/profile'),
  workshop: endpoint<{ response: typeof S.workshopAnswer }>('GET', '/api/tailor/workshop'),
  saveWorkshop: endpoint<{
    body: typeof S.workshopInputSchema;
    response: typeof S.workshopAnswer;
  }>('PUT', '/api/tailor/workshop'),
  /** Aso-ebi (issue 32): how many event orders she takes a week. */
  eventCapacity: endpoint<{ response: typeof S.eventCapacitySchema }>(
    'GET',
    '/api/tailor/event-capacity',
  ),
  saveEventCapacity: endpoint<{
    body: typeof S.eventCapacitySchema;
    response: typeof S.eventCapacitySchema;
  }>('PUT', '/api/tailor/event-capacity'),
};
