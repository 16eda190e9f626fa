/** The favourites routes (issue 15), zod-free so the browser can name them without the schemas. */
export const favouritesPaths = {
  follow: '/api/followed-tailors',
  followed: (userId: string) => `/api/users/${userId}/followed-tailors`,
  unfollow: (userId: string, tailorId: string) =>
    `/api/users/${userId}/followed-tailors/${tailorId}`,
  save: '/api/wishlist',
  wishlist: (userId: string) => `/api/users/${userId}/wishlist`,
  unsave: (userId: string, productId: string) => `/api/users/${userId}/wishlist/${productId}`,
} as const;
