/**
 * Ceremonial outfits: agbada, aso-oke and lace, the most expensive pieces in the catalog.
 * Image variants (shared/images.ts): Agbada 1 royal blue, 2 ivory, 3 wine, 4 emerald;
 * Aso-oke 1 rust iro and buba, 2 blue striped agbada, 3 cream buba with plum wrapper, 4 green agbada;
 * Lace 1 ivory gown, 2 gold buba and trousers with gele, 3 blush pink dress, 4 lilac blouse and wrapper.
 */
import type { ProductsByCategory } from './types.ts';

export const ceremonialProducts: ProductsByCategory = {
  Agbada: [
    {
      tailor: 'Eko Agbada House',
      name: 'Royal Blue Embroidered Agbada',
      price: 185000,
      variant: 1,
      description:
        'A three-piece agbada in royal blue cashmere-blend, with gold hand embroidery on the chest pocket and neckline over a matching buba and sokoto. Cut full for weddings and chieftaincy celebrations.',
    },
    {
      tailor: 'Eko Agbada House',
      name: 'Ivory Gold-Thread Agbada',
      price: 240000,
      variant: 2,
      description:
        'Ivory guinea brocade with gold-thread embroidery that runs from the collar to the pocket. The classic choice for a groom or father of the bride.',
    },
    {
      tailor: 'Eko Agbada House',
      name: 'Wine Velvet Owambe Agbada',
      price: 210000,
      variant: 3,
      description:
        'A rich wine velvet agbada for evening parties, with tone-on-tone embroidery and a slim sokoto. Comes with a matching fila.',
    },
    {
      tailor: 'Asokoro Royal Agbada',
      name: 'Emerald Grand Agbada',
      price: 265000,
      variant: 4,
      description:
        'Deep emerald damask with a broad gold-embroidered chest panel, cut with extra width so the sleeves fold over the shoulders. Made for turbaning ceremonies and national days.',
    },
    {
      tailor: 'Asokoro Royal Agbada',
      name: 'Presidential Cream Agbada',
      price: 320000,
      variant: 2,
      description:
        'Cream Swiss brocade with dense silver and gold embroidery and a lined inner buba. Hand-finished hems and a fitting at your home or office are included.',
    },
    {
      tailor: 'D-Line Bespoke',
      name: 'Midnight Blue Damask Agbada',
      price: 150000,
      variant: 1,
      description:
        'Midnight blue damask agbada with a clean, modern neckline and narrow sokoto. Light enough for an afternoon wedding.',
    },
    {
      tailor: 'D-Line Bespoke',
      name: 'Burgundy Brocade Agbada',
      price: 135000,
      variant: 3,
      description:
        'A burgundy brocade three-piece with a simple embroidered pocket, cut for younger grooms and groomsmen.',
    },
    {
      tailor: 'Kano Royal Threads',
      name: 'Ivory Babban Riga with Kano Embroidery',
      price: 380000,
      variant: 2,
      description:
        'The Hausa grand gown in ivory voile, with weeks of hand embroidery in the traditional Kano spiral pattern. Worn for Durbar, Sallah and royal weddings.',
    },
    {
      tailor: 'Kano Royal Threads',
      name: 'Emerald Royal Babban Riga',
      price: 450000,
      variant: 4,
      description:
        'Emerald damask babban riga with gold embroidery across the chest and pocket, lined throughout. A statement piece for the most important day of the year.',
    },
    {
      tailor: 'Dugbe Agbada Masters',
      name: "Ibadan Chief's Wine Agbada",
      price: 175000,
      variant: 3,
      description:
        'Wine guinea brocade agbada with a hand-embroidered pocket, as worn at Olubadan celebrations. Includes buba, sokoto and fila.',
    },
    {
      tailor: 'Dugbe Agbada Masters',
      name: 'Royal Blue Agbada with Fila',
      price: 198000,
      variant: 1,
      description:
        'Royal blue cashmere-blend agbada with gold embroidery and a matching abeti-aja fila. Cut generously, with a slim buba underneath.',
    },
  ],
  'Aso-oke': [
    {
      tailor: 'Adunni Couture',
      name: 'Rust Alaari Iro and Buba with Gele',
      price: 260000,
      variant: 1,
      description:
        "Hand-woven rust alaari aso-oke tailored into a fitted buba, a wrapped iro and a matching gele. Made for engagements and the bride's second outfit.",
    },
    {
      tailor: 'Asokoro Royal Agbada',
      name: 'Etu Indigo Aso-oke Agbada',
      price: 420000,
      variant: 2,
      description:
        'Deep indigo etu aso-oke woven to order in Iseyin and made into a full agbada with hand embroidery. The strips are matched so the stripes meet at every seam.',
    },
    {
      tailor: 'Oje Aso-oke House',
      name: 'Cream and Plum Aso-oke Wedding Set',
      price: 310000,
      variant: 3,
      description:
        'A cream buba with a plum and gold striped aso-oke iro and gele, woven on our own looms at Oje Market. Popular for brides and their mothers.',
    },
    {
      tailor: 'Oje Aso-oke House',
      name: 'Rust Sanyan Aso-oke Iro Set',
      price: 275000,
      variant: 1,
      description:
        'Rust and bronze sanyan aso-oke in a traditional iro and buba, with a stiff gele that holds its shape all night.',
    },
    {
      tailor: 'Oje Aso-oke House',
      name: 'Emerald Aso-oke Groom Agbada',
      price: 360000,
      variant: 4,
      description:
        'An emerald and gold striped aso-oke agbada for the groom, with matching fila and embroidered pocket. Family orders can be woven from the same batch.',
    },
    {
      tailor: 'Dugbe Agbada Masters',
      name: 'Blue Pinstripe Aso-oke Three-Piece',
      price: 290000,
      variant: 2,
      description:
        'Navy and sky-blue pinstripe aso-oke agbada over a white buba and sokoto. A lighter weave that is comfortable through a long ceremony.',
    },
    {
      tailor: 'Dugbe Agbada Masters',
      name: 'Forest Green Aso-oke Agbada',
      price: 335000,
      variant: 4,
      description:
        'Forest green aso-oke agbada with gold embroidery at the neckline and pocket, finished with a matching cap.',
    },
  ],
  Lace: [
    {
      tailor: 'Adunni Couture',
      name: 'Gold Beaded Lace Buba and Sokoto with Gele',
      price: 285000,
      variant: 2,
      description:
        'Gold corded lace, hand-beaded at the neckline and sleeves, made into a buba with wide sokoto trousers and a matching gele. An owambe favourite.',
    },
    {
      tailor: 'Adunni Couture',
      name: 'Champagne Corded Lace Mermaid Gown',
      price: 345000,
      variant: 1,
      description:
        "A champagne corded lace gown fitted through the hips and flaring below the knee, on a full lining. For receptions and the bride's evening look.",
    },
    {
      tailor: 'Maitama Lace Studio',
      name: 'Ivory French Lace Reception Gown',
      price: 380000,
      variant: 1,
      description:
        'Ivory French lace over a silk lining, with scalloped edges at the hem and three-quarter sleeves. Built on a fitted bodice so the lace drapes rather than clings.',
    },
    {
      tailor: 'Maitama Lace Studio',
      name: 'Blush Pink Guipure Lace Midi Dress',
      price: 120000,
      variant: 3,
      description:
        'Blush pink guipure lace with puff sleeves and a satin belt, cut to a flattering midi length. Ideal for church weddings and naming ceremonies.',
    },
    {
      tailor: 'Maitama Lace Studio',
      name: 'Honey Gold Cord Lace Trouser Set',
      price: 210000,
      variant: 2,
      description:
        'A honey gold cord lace buba with straight trousers and a structured gele. Elegant and easy to move in.',
    },
    {
      tailor: 'Tamuno Lace & Wrappers',
      name: 'Rose Swiss Voile Lace Dress',
      price: 95000,
      variant: 3,
      description:
        'Soft rose Swiss voile lace with a gathered skirt and short puff sleeves. Breathable for daytime events in the heat.',
    },
    {
      tailor: 'Tamuno Lace & Wrappers',
      name: 'Lavender Lace Blouse with Double George Wrapper',
      price: 175000,
      variant: 4,
      description:
        'A lavender lace blouse with a beaded neckline, worn over a double George wrapper and finished with a matching head tie. The Rivers wedding look.',
    },
    {
      tailor: 'Nassarawa Lace & Veils',
      name: 'Ivory Lace Kaftan with Chiffon Veil',
      price: 110000,
      variant: 1,
      description:
        'A modest, floor-length ivory lace kaftan with a matching chiffon veil. Made for the wedding week, from kamu to walima.',
    },
    {
      tailor: 'Nassarawa Lace & Veils',
      name: 'Lilac Lace Blouse and Atamfa Wrapper',
      price: 88000,
      variant: 4,
      description:
        'A lilac lace blouse paired with a purple atamfa wrapper and head tie. Comfortable enough for a full day of visits.',
    },
  ],
};
