import type { Category, Location, OrderStatus, Specialty } from '../../../../shared/catalog.ts';

/** A tailor's business and the person who runs it (each tailor is tied to its own user). */
export type TailorSeed = {
  businessName: string;
  owner: { fullName: string; username: string };
  location: Location;
  specialties: Specialty[];
  bio: string;
  experience: number;
  /** Their reviews' average: the seed writes `reviewCount` reviews whose stars give exactly this. */
  rating: number;
  reviewCount: number;
  isVerified: boolean;
  responseTime: string;
  completedOrders: number;
  /** When they joined Telo (the tailor page's "member since"). */
  joined: string;
};

/** One outfit; `tailor` is the business name, `variant` picks one of the category's 4 images. */
export type ProductSeed = {
  tailor: string;
  name: string;
  price: number;
  variant: 1 | 2 | 3 | 4;
  description: string;
};

export type ProductsByCategory = Partial<Record<Category, ProductSeed[]>>;

/** One of user1's orders; `product` is the product's name. */
export type OrderSeed = {
  product: string;
  status: OrderStatus;
  placedDaysAgo: number;
  updatedDaysAgo: number;
  /** Days from the seed's "now"; negative when already delivered. */
  estimatedDeliveryInDays?: number;
  notes?: string;
  /**
   * Where the tailor stands with an order in progress (her workspace offers its next step); a
   * completed order is delivered, a pending or cancelled one has none (build-orders.ts).
   */
  stage?: 'accepted' | 'cutting' | 'sewing';
};
