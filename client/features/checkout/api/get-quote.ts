import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckoutQuote, CheckoutQuoteRequest } from '../../../../shared/schemas/checkout.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getQuote(request: CheckoutQuoteRequest): Promise<CheckoutQuote> {
  return (await apiRequest('POST', '/api/checkout/quote', request)).json();
}

/**
 * Every line, fee and total of the checkout, priced by the server from stored prices
 * (POST /api/checkout/quote). Asked again whenever a date or the state changes; the previous
 * quote stays on screen meanwhile.
 */
export function useQuote(request: CheckoutQuoteRequest | null) {
  return useQuery({
    queryKey: ['/api/checkout/quote', request],
    queryFn: () => getQuote(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}
