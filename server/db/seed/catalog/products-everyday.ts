/**
 * Menswear for the office, the mosque and the weekend: senator, atiku and danshiki.
 * Image variants (shared/images.ts): Senator 1 navy with cap, 2 black, 3 wine with cap, 4 beige;
 * Atiku 1 grey, 2 taupe with cap, 3 olive, 4 slate blue with cap;
 * Danshiki 1 black with bright trim, 2 royal blue, 3 orange and green print, 4 white with red trim.
 */
import type { ProductsByCategory } from './types.ts';

export const everydayProducts: ProductsByCategory = {
  Senator: [
    {
      tailor: 'Garden City Tailoring',
      name: 'Burgundy Etibo Senator Set',
      price: 95000,
      variant: 3,
      description:
        'A Kalabari-inspired burgundy etibo with gold buttons and a matching cap, over straight trousers. Cut in fine wool for chieftaincy outings and Sunday service.',
    },
    {
      tailor: 'Garden City Tailoring',
      name: 'Midnight Navy Senator with Gold Buttons',
      price: 88000,
      variant: 1,
      description:
        'Midnight navy senator in English wool with a mandarin collar and a row of gold buttons. Sharp enough for a board meeting, relaxed enough for dinner.',
    },
    {
      tailor: 'Garden City Tailoring',
      name: 'Black Kalabari Etibo Suit',
      price: 120000,
      variant: 2,
      description:
        'A jet black etibo with hand-finished collar and cuffs, tailored trousers and a walking-stick pocket. The formal Rivers look, made to your measurements.',
    },
    {
      tailor: 'Surulere Senator Hub',
      name: 'Navy Senator Suit with Fila',
      price: 58000,
      variant: 1,
      description:
        'A navy cashmere-blend senator with a hidden placket, straight trousers and a matching fila. Our best-selling office outfit.',
    },
    {
      tailor: 'Surulere Senator Hub',
      name: 'Jet Black Senator with Silver Buttons',
      price: 62000,
      variant: 2,
      description:
        'Jet black senator with polished silver buttons and a hand-finished collar. Works for weddings and evening events.',
    },
    {
      tailor: 'Capital Kaftan Co.',
      name: 'Wine Senator with Matching Cap',
      price: 78000,
      variant: 3,
      description:
        'A wine-red senator in Swiss cotton with precise shoulders, hidden buttons and a matching cap. Made for Abuja meetings that run into dinner.',
    },
    {
      tailor: 'Capital Kaftan Co.',
      name: 'Cream Senator for Friday Prayers',
      price: 70000,
      variant: 4,
      description:
        "A cool cream senator in cotton voile with a long tunic and relaxed trousers. Light and clean for Jumu'ah and family visits.",
    },
    {
      tailor: 'Trans-Amadi Threads',
      name: 'Beige Linen Senator',
      price: 45000,
      variant: 4,
      description:
        'Breathable beige linen senator, double-stitched at every seam. Built for long days in the Port Harcourt heat.',
    },
    {
      tailor: 'Sabon Gari Senator Tailors',
      name: 'Black Cashmere Senator Suit',
      price: 55000,
      variant: 2,
      description:
        'A classic black senator in cashmere-blend with straight trousers. Delivered on time, every time.',
    },
    {
      tailor: 'Sabon Gari Senator Tailors',
      name: 'Sand Beige Senator',
      price: 38000,
      variant: 4,
      description:
        'An everyday sand beige senator in soft cotton with a rounded collar and side pockets.',
    },
    {
      tailor: 'Ring Road Kaftans',
      name: 'Maroon Senator with Piping',
      price: 42000,
      variant: 3,
      description:
        'A maroon senator with contrast piping along the placket and cuffs, and a matching cap. Good value for weddings.',
    },
  ],
  Atiku: [
    {
      tailor: 'Kano Royal Threads',
      name: 'Slate Blue Atiku with Hula Cap',
      price: 110000,
      variant: 4,
      description:
        'A long slate blue atiku in Swiss voile with fine embroidery at the neck and cuffs, and a hand-embroidered hula cap to match.',
    },
    {
      tailor: 'Kano Royal Threads',
      name: 'Stone Grey Jubilee Atiku',
      price: 150000,
      variant: 1,
      description:
        'Stone grey jubilee cloth atiku with a tailored fit, concealed buttons and hand embroidery down the placket. A refined choice for Sallah.',
    },
    {
      tailor: 'Surulere Senator Hub',
      name: 'Charcoal Grey Cashmere Atiku',
      price: 68000,
      variant: 1,
      description:
        'A charcoal cashmere-blend atiku with a long tunic, side slits and straight trousers. Smart for work and weekends.',
    },
    {
      tailor: 'Capital Kaftan Co.',
      name: 'Taupe Atiku with Matching Cap',
      price: 85000,
      variant: 2,
      description:
        'Taupe Swiss cotton atiku with subtle tone-on-tone embroidery and a matching cap. Precise shoulders, hidden plackets.',
    },
    {
      tailor: 'Trans-Amadi Threads',
      name: 'Olive Green Atiku Kaftan',
      price: 52000,
      variant: 3,
      description:
        'An olive green atiku in breathable linen with reinforced seams and deep pockets.',
    },
    {
      tailor: 'Dala Caps & Kaftans',
      name: 'Khaki Atiku with Embroidered Hula',
      price: 72000,
      variant: 2,
      description:
        'A khaki atiku with light embroidery at the collar, paired with one of our hand-embroidered hula caps. No two caps are the same.',
    },
    {
      tailor: 'Dala Caps & Kaftans',
      name: "Olive Jumu'ah Atiku",
      price: 58000,
      variant: 3,
      description:
        'An olive cotton atiku cut long and loose for Friday prayers, with a neat band collar.',
    },
    {
      tailor: 'Ring Road Kaftans',
      name: 'Navy Atiku Two-Piece',
      price: 64000,
      variant: 4,
      description:
        'Navy atiku with generous side pockets and reinforced buttonholes, plus a matching cap. Made to last.',
    },
    {
      tailor: 'Ring Road Kaftans',
      name: 'Ash Grey Atiku with Side Pockets',
      price: 47000,
      variant: 1,
      description: 'A plain ash grey atiku in cotton voile. Honest tailoring at an honest price.',
    },
  ],
  Danshiki: [
    {
      tailor: 'Yaba Street Stitches',
      name: 'Black Danshiki with Kente Trim',
      price: 22000,
      variant: 1,
      description:
        'A black cotton danshiki with bright kente-style trim at the neck and hem, worn with slim trousers. Made for concerts and birthdays.',
    },
    {
      tailor: 'Garki Danshiki Works',
      name: 'Royal Blue Danshiki Shirt',
      price: 18500,
      variant: 2,
      description:
        'A relaxed royal blue danshiki with black and gold trim and roomy sleeves. Easy to wear all day.',
    },
    {
      tailor: 'Garki Danshiki Works',
      name: 'Orange and Green Festival Danshiki',
      price: 16000,
      variant: 3,
      description:
        'A loud, happy print danshiki in orange, green and white for festivals and parties.',
    },
    {
      tailor: 'Trans-Amadi Threads',
      name: 'White Danshiki with Embroidered Trim',
      price: 24000,
      variant: 4,
      description:
        'A crisp white cotton danshiki with red and blue embroidered trim and matching white trousers.',
    },
    {
      tailor: 'Kofar Mata Dyeworks',
      name: 'Kano Indigo Danshiki',
      price: 30000,
      variant: 2,
      description:
        'Hand-dyed at the Kofar Mata pits, this deep blue danshiki keeps the faint sheen of beaten indigo. Each piece is one of a kind.',
    },
    {
      tailor: 'Mokola Ankara Lab',
      name: 'Black and Gold Danshiki',
      price: 19500,
      variant: 1,
      description: 'A black danshiki with a gold and green trim, cut slim for a modern look.',
    },
  ],
};
