/**
 * Where each demo tailor's shoppers collect pickup orders (issue 29): the workshop's street
 * address and opening hours. Its phone is the tailor's own sign-in number (build-catalog.ts).
 */
export type WorkshopSeed = { address: string; hours: string };

const WEEKDAYS_AND_SATURDAY = 'Mon–Fri 9:00–18:00, Sat 10:00–16:00';
const SIX_DAYS = 'Mon–Sat 9:00–19:00';
const SHORT_SATURDAY = 'Mon–Fri 8:30–17:30, Sat 9:00–14:00';

export const workshopSeeds: Record<string, WorkshopSeed> = {
  'Capital Kaftan Co.': {
    address: '14 Aminu Kano Crescent, Wuse 2, Abuja',
    hours: WEEKDAYS_AND_SATURDAY,
  },
  'Maitama Lace Studio': { address: '7 Gana Street, Maitama, Abuja', hours: SHORT_SATURDAY },
  'Garki Danshiki Works': { address: 'Shop 22, Garki Area 1 Market, Abuja', hours: SIX_DAYS },
  'Jabi Gele & Caps': {
    address: '3 Obafemi Awolowo Way, Jabi, Abuja',
    hours: WEEKDAYS_AND_SATURDAY,
  },
  'Asokoro Royal Agbada': {
    address: '19 Yakubu Gowon Crescent, Asokoro, Abuja',
    hours: SHORT_SATURDAY,
  },
  'Kano Royal Threads': { address: '5 Bompai Road, Nassarawa GRA, Kano', hours: SIX_DAYS },
  'Kofar Mata Dyeworks': {
    address: 'Kofar Mata Dye Pits, Kofar Mata, Kano',
    hours: 'Sat–Thu 8:00–17:00',
  },
  'Sabon Gari Senator Tailors': { address: '41 Church Road, Sabon Gari, Kano', hours: SIX_DAYS },
  'Dala Caps & Kaftans': { address: '12 Dala Road, Gwammaja, Kano', hours: 'Sat–Thu 9:00–18:00' },
  'Nassarawa Lace & Veils': {
    address: '8 Race Course Road, Nassarawa, Kano',
    hours: WEEKDAYS_AND_SATURDAY,
  },
  'Garden City Tailoring': {
    address: '23 Aba Road, GRA Phase 2, Port Harcourt',
    hours: WEEKDAYS_AND_SATURDAY,
  },
  'Tamuno Lace & Wrappers': {
    address: '9 Olu Obasanjo Road, D-Line, Port Harcourt',
    hours: SHORT_SATURDAY,
  },
  'Trans-Amadi Threads': { address: '17 Trans-Amadi Road, Port Harcourt', hours: SIX_DAYS },
  'D-Line Bespoke': {
    address: '4 Emekuku Street, D-Line, Port Harcourt',
    hours: WEEKDAYS_AND_SATURDAY,
  },
  'Rumuola Prints & Wraps': { address: '31 Rumuola Road, Rumuola, Port Harcourt', hours: SIX_DAYS },
  'Adunni Couture': {
    address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    hours: WEEKDAYS_AND_SATURDAY,
  },
  'Eko Agbada House': { address: '28 Broad Street, Lagos Island, Lagos', hours: SHORT_SATURDAY },
  'Yaba Street Stitches': { address: '6 Herbert Macaulay Way, Yaba, Lagos', hours: SIX_DAYS },
  'Surulere Senator Hub': {
    address: '45 Adeniran Ogunsanya Street, Surulere, Lagos',
    hours: SIX_DAYS,
  },
  'Ikeja Adire Atelier': { address: '10 Allen Avenue, Ikeja, Lagos', hours: WEEKDAYS_AND_SATURDAY },
  'Oge by Morenike': { address: '3 Ribadu Road, Ikoyi, Lagos', hours: SHORT_SATURDAY },
  'Oje Aso-oke House': { address: '15 Oje Market Road, Oje, Ibadan', hours: SIX_DAYS },
  'Bodija Adire House': {
    address: '21 Awolowo Avenue, Old Bodija, Ibadan',
    hours: WEEKDAYS_AND_SATURDAY,
  },
  'Dugbe Agbada Masters': { address: '8 Jimoh Odutola Road, Dugbe, Ibadan', hours: SIX_DAYS },
  'Mokola Ankara Lab': { address: '2 Oyo Road, Mokola, Ibadan', hours: SHORT_SATURDAY },
  'Ring Road Kaftans': { address: '36 Ring Road, Ibadan', hours: WEEKDAYS_AND_SATURDAY },
};
