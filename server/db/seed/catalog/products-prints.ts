/**
 * Prints and headwear: ankara, adire and trendy headwear, the most affordable pieces.
 * Image variants (shared/images.ts): Ankara 1 peach flared gown, 2 yellow wave shirt,
 * 3 purple sunflower mermaid gown, 4 red circle-print dress with headwrap;
 * Adire 1 indigo kaftan, 2 striped shirt, 3 puff-sleeve dress, 4 star-motif grand kaftan;
 * Trendy Headwear 1 rust gele, 2 burgundy fila, 3 green wave gele, 4 navy cap.
 */
import type { ProductsByCategory } from './types.ts';

export const printProducts: ProductsByCategory = {
  Ankara: [
    {
      tailor: 'Oge by Morenike',
      name: 'Purple Sunflower Ankara Mermaid Gown',
      price: 55000,
      variant: 3,
      description:
        'A purple and yellow sunflower wax print, fitted through the body and flaring at the knee. A show-stopper that still lets you dance.',
    },
    {
      tailor: 'Oge by Morenike',
      name: 'Red Circle-Print Ankara Dress with Headwrap',
      price: 42000,
      variant: 4,
      description:
        'A red, white and black ankara dress with puff sleeves and a flared skirt, plus a headwrap cut from the same print.',
    },
    {
      tailor: 'Yaba Street Stitches',
      name: 'Yellow Wave Ankara Shirt',
      price: 21000,
      variant: 2,
      description:
        'A short-sleeve ankara shirt in a yellow and red wave print, worn with navy trousers.',
    },
    {
      tailor: 'Ikeja Adire Atelier',
      name: 'Peach Flare Ankara Gown',
      price: 38000,
      variant: 1,
      description:
        'A peach and teal circle-print ankara gown with a fitted bodice and a full, flared skirt. Lovely for birthdays and garden parties.',
    },
    {
      tailor: 'Garki Danshiki Works',
      name: 'Sunshine Ankara Casual Shirt',
      price: 18000,
      variant: 2,
      description: 'A cheerful yellow ankara shirt with a relaxed fit and roomy sleeves.',
    },
    {
      tailor: 'Tamuno Lace & Wrappers',
      name: 'Coral Ankara Flared Dress',
      price: 35000,
      variant: 1,
      description:
        'A coral wax-print dress with short sleeves and a flared skirt, lined for comfort. Good for church and family events.',
    },
    {
      tailor: 'Rumuola Prints & Wraps',
      name: 'Red and White Ankara Puff-Sleeve Dress',
      price: 32000,
      variant: 4,
      description: 'A red and white ankara dress with puff sleeves and a matching head wrap.',
    },
    {
      tailor: 'Mokola Ankara Lab',
      name: 'Violet Floral Ankara Maxi',
      price: 29000,
      variant: 3,
      description:
        'A violet ankara maxi with yellow flowers, cut straight and long with a small train.',
    },
  ],
  Adire: [
    {
      tailor: 'Ikeja Adire Atelier',
      name: 'Adire Indigo Kaftan',
      price: 45000,
      variant: 1,
      description:
        'Hand-dyed indigo adire from Abeokuta cut into a wide, flowing kaftan with a round neck. Cool, loose and striking.',
    },
    {
      tailor: 'Ikeja Adire Atelier',
      name: 'Adire Eleko Puff-Sleeve Dress',
      price: 38000,
      variant: 3,
      description:
        'Starch-resist eleko adire, drawn by hand before dyeing, made into a knee-length dress with puff sleeves.',
    },
    {
      tailor: 'Bodija Adire House',
      name: 'Adire Oniko Boubou',
      price: 42000,
      variant: 1,
      description:
        'Tie-resist oniko adire in deep indigo with white circles, cut as a roomy boubou for everyday elegance.',
    },
    {
      tailor: 'Bodija Adire House',
      name: 'Adire Alabere Midi Dress',
      price: 36000,
      variant: 3,
      description:
        'Stitch-resist alabere adire in a fitted midi dress with a square neckline. Made for church and family lunches.',
    },
    {
      tailor: 'Bodija Adire House',
      name: 'Adire Eleko Kaftan with Fila',
      price: 58000,
      variant: 4,
      description:
        'A long adire kaftan for men in an indigo star pattern, with a matching fila. Comfortable and proudly Yoruba.',
    },
    {
      tailor: 'Kofar Mata Dyeworks',
      name: 'Indigo Star Grand Kaftan',
      price: 70000,
      variant: 4,
      description:
        'A wide grand kaftan in Kano pit-dyed indigo with white star motifs, beaten for a soft sheen. Every piece is one of a kind.',
    },
    {
      tailor: 'Kofar Mata Dyeworks',
      name: 'Striped Indigo Tie-Dye Shirt',
      price: 24000,
      variant: 2,
      description: 'A short-sleeve shirt in striped indigo tie-dye, worn with white trousers.',
    },
    {
      tailor: 'Rumuola Prints & Wraps',
      name: 'Striped Adire Shirt and Trousers',
      price: 28000,
      variant: 2,
      description:
        'A navy and white striped adire shirt with a matching pair of plain white trousers. Easy weekend wear.',
    },
  ],
  'Trendy Headwear': [
    {
      tailor: 'Jabi Gele & Caps',
      name: 'Rust Aso-oke Auto-Gele',
      price: 18000,
      variant: 1,
      description:
        'A pre-tied rust aso-oke gele shaped on a head block, so it sits in place all evening. Slip it on in seconds.',
    },
    {
      tailor: 'Jabi Gele & Caps',
      name: 'Green Wave Auto-Gele',
      price: 12500,
      variant: 3,
      description:
        'A pre-tied green and gold ankara gele with bold pleats, colour-matched to your outfit.',
    },
    {
      tailor: 'Jabi Gele & Caps',
      name: 'Navy Velvet Fila',
      price: 11000,
      variant: 4,
      description:
        'A soft navy velvet fila with a neat rolled edge, to go with a senator or agbada.',
    },
    {
      tailor: 'Oge by Morenike',
      name: 'Emerald Print Statement Gele',
      price: 14000,
      variant: 3,
      description: 'A wide emerald and gold print gele cut from the same wax prints as our gowns.',
    },
    {
      tailor: 'Yaba Street Stitches',
      name: 'Burgundy Abeti-Aja Fila',
      price: 9500,
      variant: 2,
      description:
        "A burgundy abeti-aja fila with folded 'dog-ear' flaps, cut from wax-print offcuts.",
    },
    {
      tailor: 'Rumuola Prints & Wraps',
      name: 'Tangerine Ankara Head Wrap',
      price: 8000,
      variant: 1,
      description:
        'A long tangerine ankara head wrap that ties into a full turban or a simple knot.',
    },
    {
      tailor: 'Dala Caps & Kaftans',
      name: 'Navy Embroidered Hula Cap',
      price: 15000,
      variant: 4,
      description:
        'A Hausa hula cap embroidered by hand on a small hoop, in navy with silver thread.',
    },
    {
      tailor: 'Dala Caps & Kaftans',
      name: 'Burgundy Hand-Embroidered Fila',
      price: 13500,
      variant: 2,
      description: 'A burgundy fila with tone-on-tone hand embroidery around the band.',
    },
    {
      tailor: 'Nassarawa Lace & Veils',
      name: 'Copper Sego Gele',
      price: 22000,
      variant: 1,
      description:
        'A stiff copper sego gele with a soft shimmer, tied to order for weddings and naming ceremonies.',
    },
    {
      tailor: 'Mokola Ankara Lab',
      name: 'Green Ankara Turban Wrap',
      price: 10000,
      variant: 3,
      description: 'A green and yellow ankara turban wrap, pre-shaped and easy to put on.',
    },
  ],
};
