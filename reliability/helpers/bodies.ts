/** Valid bodies for each write route, as the client sends them (spec §7). */
export const measurementsBody = (userId: string, chest = '42') => ({
  userId,
  chest,
  waist: '34.5',
  hips: '40',
  shoulders: '18.25',
  sleeves: '25',
  length: '30',
  inseam: '32',
  neck: '15.5',
  bicep: '13',
  forearm: '11',
  thigh: '23',
  calf: '15',
  unit: 'inches',
});

export const applicationBody = (userId?: string, businessName = 'Ìyá Àlàkẹ́ Stitches') => ({
  ...(userId === undefined ? {} : { userId }),
  businessName,
  businessDescription: 'Aso-oke and lace for weddings, cut to measure in Ibadan.',
  location: 'Ibadan',
  phone: '0803 123 4567',
  experience: '12',
  specialties: ['Aso-oke', 'Lace'],
  previousWork: 'Bridal aso-oke for 200+ weddings',
  businessLicense: 'BN 1234567',
});

export const contactBody = () => ({
  name: 'Ngozi Okafor',
  email: 'ngozi@example.ng',
  category: 'orders',
  subject: 'Where is my agbada?',
  message: 'I ordered three weeks ago and would like an update, please.',
});

/** Headers of a write from our own pages: same origin, JSON. */
export const sameOriginJson = (cookie: string) => ({
  cookie,
  'content-type': 'application/json',
  'sec-fetch-site': 'same-origin',
});
