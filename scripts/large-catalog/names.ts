/**
 * Parts the large catalog composes its names from: Nigerian given names and surnames from the
 * main language groups, the tailoring districts of each city, and per category the garments,
 * details and fabrics a Nigerian shopper would search for.
 */
import type { Category, Location } from '../../shared/catalog.ts';

/** "a, b, c" → ['a', 'b', 'c']: keeps long word lists readable in a few lines. */
const list = (text: string): readonly string[] => text.split(/,\s*/);

export const givenNames = list(
  'Adebayo, Adunni, Aisha, Amaka, Babatunde, Bashir, Bolanle, Chiamaka, Chidi, Chinedu, Chioma, ' +
    'Damilola, Ebere, Ebun, Efe, Emeka, Folake, Funke, Garba, Hadiza, Halima, Ibinabo, Idris, ' +
    'Ifeoma, Ijeoma, Ikenna, Jumoke, Kelechi, Kemi, Kunle, Ladi, Lola, Musa, Ngozi, Nkechi, ' +
    'Nneka, Obinna, Olamide, Oluwaseun, Osagie, Osaro, Rukayat, Sadiq, Segun, Sola, Tamuno, ' +
    'Tari, Temitope, Tobi, Uche, Usman, Yakubu, Yemisi, Zainab',
);

export const surnames = list(
  'Abubakar, Adewale, Adeyemi, Akande, Aliyu, Amadi, Anyanwu, Balogun, Bassey, Bello, Briggs, ' +
    'Danjuma, Edet, Ekwueme, Etim, Eze, Fashola, Georgewill, Ibekwe, Idahosa, Igwe, Iheanacho, ' +
    'Ikpeme, Lawal, Mohammed, Nwachukwu, Obi, Ogundipe, Ogunleye, Ojo, Okafor, Okon, Okonkwo, ' +
    'Olawale, Omoregie, Oyelaran, Suleiman, Udoh, Yusuf',
);

/** Tailoring districts and markets of each city the catalog serves. */
export const districts: Record<Location, readonly string[]> = {
  Lagos: list('Yaba, Surulere, Lekki, Ikeja, Balogun, Festac, Ikorodu, Oshodi, Idumota'),
  Abuja: list('Wuse, Garki, Maitama, Asokoro, Jabi, Gwarinpa, Kubwa, Utako'),
  'Port Harcourt': list('Rumuola, D-Line, Trans-Amadi, Borokiri, Rumuokoro, Diobu'),
  Kano: list('Sabon Gari, Kurmi, Fagge, Dala, Nassarawa, Kofar Mata, Tarauni'),
  Ibadan: list('Bodija, Dugbe, Mokola, Oje, Challenge, Ring Road, Agodi, Iwo Road'),
};

export const crafts = list(
  'Stitches, Couture, Tailoring, Atelier, Threads, Bespoke, Fashion House, Studio, Designs, Clothiers',
);

export const responseTimes = list(
  'Within 1 hour, Within 2 hours, Within 3 hours, Within 6 hours, Within 12 hours, Within 24 hours',
);

export const colours = list(
  'Royal Blue, Ivory, Wine, Emerald, Cream, Midnight Blue, Burgundy, Gold, Rust, Indigo, Plum, ' +
    'Forest Green, Champagne, Blush Pink, Lavender, Navy, Black, Charcoal, Olive, Mustard, Teal, ' +
    'Coral, Maroon, Sky Blue, Peach, Silver, Copper, Lilac, Sand Beige, White',
);

export const occasions = list(
  'Weddings, Owambe, Eid, Sunday Service, Naming Ceremonies, Traditional Engagements, ' +
    'the Office, Birthdays, Chieftaincy Titles',
);

type CategoryParts = {
  garments: readonly string[];
  details: readonly string[];
  fabrics: readonly string[];
  /** Price range in naira, before rounding to ₦500 (the whole catalog: ₦8,000–₦450,000). */
  price: readonly [number, number];
};

export const categoryParts: Record<Category, CategoryParts> = {
  Danshiki: {
    garments: list('Danshiki, Danshiki Shirt, Danshiki Kaftan, Danshiki and Trousers Set'),
    details: list('Kente-Trim, Embroidered, Hand-Printed, Tie-Dye, Patchwork, Festival'),
    fabrics: list('cotton wax print, kente-trimmed cotton, breathable voile'),
    price: [12_000, 60_000],
  },
  Agbada: {
    garments: list('Agbada, Grand Agbada, Three-Piece Agbada, Babban Riga, Agbada with Fila'),
    details: list('Embroidered, Gold-Thread, Brocade, Damask, Owambe, Presidential'),
    fabrics: list('Swiss brocade, cashmere blend, Austrian damask, guinea brocade'),
    price: [60_000, 450_000],
  },
  Ankara: {
    garments: list(
      'Ankara Gown, Ankara Shirt, Ankara Jumpsuit, Ankara Mermaid Gown, Ankara Two-Piece',
    ),
    details: list('Sunflower-Print, Wax-Print, Wave-Print, Circle-Print, Geometric, Floral'),
    fabrics: list('Dutch wax print, Hollandais wax, Nigerian cotton ankara'),
    price: [15_000, 90_000],
  },
  Senator: {
    garments: list('Senator Suit, Senator Set, Senator Kaftan, Etibo Senator'),
    details: list('Cashmere, Linen, Piped, Gold-Button, Silver-Button, Slim-Cut'),
    fabrics: list('cashmere-blend wool, cotton voile, Italian linen'),
    price: [35_000, 150_000],
  },
  Adire: {
    garments: list('Adire Kaftan, Adire Shirt, Adire Dress, Adire Boubou, Adire Two-Piece'),
    details: list('Indigo Eleko, Oniko Tie-Dye, Stencilled, Starburst, Batik'),
    fabrics: list('hand-dyed Abeokuta cotton, indigo-dyed damask, cassava-paste resist cotton'),
    price: [15_000, 80_000],
  },
  Lace: {
    garments: list('Lace Buba and Iro, Lace Mermaid Gown, Lace Kaftan, Lace Reception Gown'),
    details: list('Corded, French, Guipure, Swiss Voile, Beaded, Hand-Stoned'),
    fabrics: list('corded French lace, Swiss voile lace, beaded guipure lace'),
    price: [45_000, 350_000],
  },
  Atiku: {
    garments: list('Atiku, Atiku Kaftan, Atiku Two-Piece, Atiku with Hula Cap'),
    details: list('Jubilee, Cashmere, Embroidered, Plain-Weave, Side-Pocket'),
    fabrics: list('cashmere, jubilee cotton, wool-blend suiting'),
    price: [30_000, 120_000],
  },
  'Aso-oke': {
    garments: list(
      'Aso-oke Iro and Buba, Aso-oke Agbada, Aso-oke Wedding Set, Aso-oke Three-Piece',
    ),
    details: list('Alaari, Sanyan, Etu, Metallic, Hand-Woven, Pinstripe'),
    fabrics: list('Iseyin-woven aso-oke, Oyo strip-woven aso-oke, metallic aso-oke'),
    price: [60_000, 400_000],
  },
  'Trendy Headwear': {
    garments: list('Gele, Fila Cap, Hula Cap, Auto-Gele, Abeti-Aja Cap, Turban'),
    details: list('Pre-Tied, Sequinned, Damask, Aso-oke, Velvet, Beaded'),
    fabrics: list('aso-oke, damask, sego headtie, velvet'),
    price: [8_000, 45_000],
  },
};
