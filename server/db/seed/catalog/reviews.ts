/**
 * The shoppers whose completed orders carry the demo reviews (issue 15), and what they wrote,
 * by number of stars. Each review is tied to a real completed order of one of these shoppers.
 */

export const reviewers = [
  { fullName: 'Folake Adebayo', username: 'folake_adebayo' },
  { fullName: 'Ibrahim Sani', username: 'ibrahim_sani' },
  { fullName: 'Chinedu Okeke', username: 'chinedu_okeke' },
  { fullName: 'Ngozi Nwosu', username: 'ngozi_nwosu' },
  { fullName: 'Tunde Bakare', username: 'tunde_bakare' },
  { fullName: 'Amina Yusuf', username: 'amina_yusuf' },
  { fullName: 'Emeka Nwachukwu', username: 'emeka_nwachukwu' },
  { fullName: 'Yetunde Alabi', username: 'yetunde_alabi' },
  { fullName: 'Segun Ogunleye', username: 'segun_ogunleye' },
  { fullName: 'Blessing Etim', username: 'blessing_etim' },
  { fullName: 'Halima Abubakar', username: 'halima_abubakar' },
  { fullName: 'Kelechi Uche', username: 'kelechi_uche' },
  { fullName: 'Bisi Fashola', username: 'bisi_fashola' },
  { fullName: 'Musa Danjuma', username: 'musa_danjuma' },
  { fullName: 'Ifeoma Chukwu', username: 'ifeoma_chukwu' },
  { fullName: 'Damilola Ojo', username: 'damilola_ojo' },
  { fullName: 'Aisha Lawal', username: 'aisha_lawal' },
  { fullName: 'Obinna Eze', username: 'obinna_eze' },
  { fullName: 'Funmi Adeyemi', username: 'funmi_adeyemi' },
  { fullName: 'Ebere Nnamdi', username: 'ebere_nnamdi' },
] as const;

/** What shoppers wrote, by stars (index 0 = one star). */
export const reviewTexts: readonly (readonly string[])[] = [
  [
    'Delivered two weeks late and the waist was far too tight. The fit guarantee alteration fixed it in the end.',
    'The colour was not what I chose from the fabric photos. Support helped, but I expected better.',
  ],
  [
    'The embroidery is lovely but the trousers came back long twice. Slow replies to my messages.',
    'Good fabric, rushed finishing: loose threads at the hem and one button already gone.',
    'It arrived after the event I ordered it for. The outfit itself is decent.',
  ],
  [
    'Fair work for the price. The shoulders sit a little wide, which a local tailor adjusted.',
    'Nice fabric and neat seams, but it took longer than promised and I had to ask for updates.',
    'The fit is fine; the cap did not match the colour of the kaftan as well as I hoped.',
    'Decent outfit. Measurements were followed, though the sleeves are a touch short.',
  ],
  [
    'Very good fit from my saved measurements. One small adjustment to the sleeves and it was perfect.',
    'Beautiful finishing and quick replies. Delivery was two days later than the estimate.',
    'The fabric is excellent and the cut flattering. I would have liked a photo before shipping.',
    'Wore it to a wedding in Ibadan and got compliments all evening. The hem needed a small fix.',
    'Solid tailoring and honest advice on the fabric. Packaging could be better.',
  ],
  [
    'Perfect fit on the first try. The embroidery at the neckline is even finer than the photos.',
    'Ready a week before my brother’s wedding and it fell beautifully on the shoulders.',
    'I sent my measurements from the app and did not need a single alteration. Outstanding work.',
    'Lovely fabric, neat hand finishing and a tailor who answered every question the same day.',
    'My third order here and the quality never slips. The matching cap was a kind touch.',
    'Exactly the colour I chose, lined properly and delivered to Abuja on time.',
    'The gele was pre-tied perfectly and the lace drapes rather than clings. Highly recommended.',
    'Felt tailored for me because it was. Worth every naira.',
    'Quick replies, careful fitting notes and a beautiful finished outfit for my naming ceremony.',
    'The agbada is heavy with embroidery yet comfortable to wear all day. Superb.',
  ],
];
