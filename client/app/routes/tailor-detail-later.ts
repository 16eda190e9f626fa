/**
 * What the tailor page hands its profile's deferred parts (tailor-profile-later.ts), whose code
 * comes after the page's own in the islands build (decision 059, client/islands/deferred-part.tsx):
 * the portfolio's outfit cards, the Reviews tab, and the side cards' Send Message and Follow.
 */
export { OrderCustomButton } from '../../features/cart/components/add-to-cart-button.tsx';
export { FollowTailorButton } from '../../features/favourites/components/follow-tailor-button.tsx';
export { ContactButton } from '../../features/messages/components/contact-button.tsx';
export { ProductCard } from '../../features/products/components/product-card.tsx';
export { LazyTailorReviewsPanel } from '../../features/reviews/components/lazy-tailor-reviews-panel.tsx';
