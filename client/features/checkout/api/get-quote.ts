import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutApi } from '../../../../shared/api/checkout.ts';
import type { CheckoutQuoteRequest } from '../../../../shared/schemas/checkout.ts';
import { callApi } from '../../../lib/api-client.ts';

export const getQuote = (request: CheckoutQuoteRequest) =>
  callApi(checkoutApi.quote, { body: request });

/**
 * Every line, fee and total of the checkout, priced by the server from stored prices
 * (POST /api/checkout/quote). Asked again whenever a date or the state changes; the previous
 * quote stays on screen meanwhile.
 */
export function useQuote(request: CheckoutQuoteRequest | null) {
  return useQuery({
    queryKey: [checkoutApi.quote.path, request],
    queryFn: () => getQuote(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
