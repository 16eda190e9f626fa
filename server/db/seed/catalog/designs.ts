/**
 * Designs tailors are developing (tailor_designs): named by business name, shown with images
 * of their category (shared/images.ts).
 */
import type { Category } from '../../../../shared/catalog.ts';

export type DesignSeed = {
  tailor: string;
  name: string;
  category: Category;
  description: string;
  /** Which of the category's 4 images show the design. */
  variants: number[];
  isActive?: boolean;
};

export const designSeeds: DesignSeed[] = [
  {
    tailor: 'Eko Agbada House',
    name: 'Ileya Festival Agbada',
    category: 'Agbada',
    description: 'A lighter agbada for Eid visits, with embroidery only on the pocket.',
    variants: [1, 3],
  },
  {
    tailor: 'Adunni Couture',
    name: 'Two-Look Bridal Lace Set',
    category: 'Lace',
    description: 'A lace gown with a detachable overskirt, so the bride can dance after the toast.',
    variants: [1, 2],
  },
  {
    tailor: 'Adunni Couture',
    name: 'Aso-oke Engagement Trio',
    category: 'Aso-oke',
    description: 'Buba, iro and gele with a beaded trim, in three colourways for the family.',
    variants: [1, 3],
  },
  {
    tailor: 'Kano Royal Threads',
    name: 'Durbar Babban Riga',
    category: 'Agbada',
    description: 'A heavier voile gown with a wider embroidered chest panel for riding at Durbar.',
    variants: [2, 4],
  },
  {
    tailor: 'Garden City Tailoring',
    name: 'Chieftaincy Etibo with Jumper',
    category: 'Senator',
    description:
      'A knee-length etibo with gold studs and a matching wrapper, for chieftaincy days.',
    variants: [2, 3],
  },
  {
    tailor: 'Bodija Adire House',
    name: 'Adire Family Matching Set',
    category: 'Adire',
    description: 'Kaftan, dress and a child-size shirt cut from one batch of hand-dyed cloth.',
    variants: [1, 3, 4],
  },
  {
    tailor: 'Oje Aso-oke House',
    name: 'Metallic Alaari Gele',
    category: 'Aso-oke',
    description:
      'A new weave with a fine metallic thread for evening light. Sampling with weavers.',
    variants: [3],
    isActive: false,
  },
  {
    tailor: 'Jabi Gele & Caps',
    name: 'Two-Tone Auto-Gele',
    category: 'Trendy Headwear',
    description: 'A pre-tied gele folded from two fabrics, matched to a lace and a wrapper.',
    variants: [1, 3],
  },
  {
    tailor: 'Oge by Morenike',
    name: 'Ankara Peplum Two-Piece',
    category: 'Ankara',
    description: 'A peplum top with a pencil skirt, for work dinners and birthdays.',
    variants: [1, 4],
  },
  {
    tailor: 'Capital Kaftan Co.',
    name: 'Embassy Atiku',
    category: 'Atiku',
    description: 'A slimmer atiku with a band collar, made to go under a tailored jacket.',
    variants: [4],
  },
];
