/**
 * Sends the browser to the payment page (Paystack's, or the local simulator's in demo mode). A
 * full page load: the shopper leaves Telo and comes back through the callback.
 */
export function goToPayment(authorizationUrl: string) {
  window.location.assign(authorizationUrl);
}
