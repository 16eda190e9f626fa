import type { Category } from '../../../../shared/catalog.ts';
import { productImageUrls } from '../../../../shared/images.ts';

export type CarouselItem = {
  title: string;
  occasion: string;
  description: string;
  category: Category;
  image: string;
};

/**
 * The five static items of the home carousel (spec §2, §9): occasions our customers dress for.
 * Descriptions, not invented testimonials: no made-up names or quotes.
 */
export const carouselItems: CarouselItem[] = [
  {
    title: 'Agbada for the wedding',
    occasion: 'Traditional weddings',
    description:
      'A flowing three-piece agbada with hand embroidery, cut so the shoulders sit right all day.',
    category: 'Agbada',
    image: productImageUrls.Agbada[1]!,
  },
  {
    title: 'Ankara for the naming ceremony',
    occasion: 'Naming ceremonies',
    description: 'Bright wax-print dresses and shirts, sewn to your size for a joyful Saturday.',
    category: 'Ankara',
    image: productImageUrls.Ankara[0]!,
  },
  {
    title: 'Senator for work and Jumat',
    occasion: 'Office and Friday prayers',
    description: 'Clean, quiet senator suits that look sharp from Monday meetings to the mosque.',
    category: 'Senator',
    image: productImageUrls.Senator[0]!,
  },
  {
    title: 'Aso-oke for the engagement',
    occasion: 'Introductions and engagements',
    description: 'Hand-woven aso-oke sets with matching gele or fila, fitted for the big day.',
    category: 'Aso-oke',
    image: productImageUrls['Aso-oke'][0]!,
  },
  {
    title: 'Lace for the owambe',
    occasion: 'Birthdays and parties',
    description:
      'Rich lace buba and wrapper or kaftan, made to your measurements for the dance floor.',
    category: 'Lace',
    image: productImageUrls.Lace[0]!,
  },
];
