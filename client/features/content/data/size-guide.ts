/** The eight measurements every Telo tailor needs, and how to take each with a soft tape. */
export const essentialMeasurements = [
  {
    name: 'Chest',
    how: 'Around the fullest part of your chest, under the arms, tape level across your back.',
  },
  { name: 'Waist', how: 'Around your natural waist, just above the navel. Breathe out normally.' },
  { name: 'Hips', how: 'Around the fullest part of your hips and seat, feet together.' },
  {
    name: 'Shoulders',
    how: 'Across your back from the tip of one shoulder bone to the other.',
  },
  {
    name: 'Sleeves',
    how: 'From the shoulder tip, over a slightly bent elbow, down to the wrist bone.',
  },
  {
    name: 'Length',
    how: 'From the highest point of the shoulder, by the neck, down to where the top or gown should end.',
  },
  { name: 'Inseam', how: 'From the crotch down the inside of the leg to the ankle bone.' },
  { name: 'Neck', how: 'Around the base of your neck, with one finger between tape and skin.' },
] as const;

export const measuringTips = [
  'Measure over light, fitted clothing or underwear, never over a jacket or agbada.',
  'Keep the tape snug but not tight: you should be able to slide one finger under it.',
  'Stand straight and relaxed with your arms at your sides; do not hold your breath.',
  'Ask someone to help with shoulders, sleeves and length; they are hard to take alone.',
  'Measure twice. If the numbers differ, use the average.',
  'Stick to one unit (inches or centimetres) for every measurement.',
  'Update your measurements after a big change in weight, and before a wedding season.',
];

/** What matters most for the four outfit types shoppers order most. */
export const garmentGuides = [
  {
    name: 'Danshiki',
    key: ['Chest', 'Shoulders', 'Length'],
    fit: 'Loose and airy by design. Tailors add 4-6 inches of ease at the chest; choose the length: hip, mid-thigh or knee.',
  },
  {
    name: 'Agbada',
    key: ['Shoulders', 'Sleeves', 'Length', 'Chest'],
    fit: 'Three pieces: the flowing outer robe, a long-sleeved inner top and sokoto trousers. The outer robe drapes from the shoulders, so shoulder width matters most; add your inseam for the trousers.',
  },
  {
    name: 'Senator',
    key: ['Chest', 'Waist', 'Sleeves', 'Inseam'],
    fit: 'A tailored long top and straight trousers. The cut is close to the body, so chest, waist and inseam should be exact.',
  },
  {
    name: 'Ankara Dress',
    key: ['Chest', 'Waist', 'Hips', 'Length'],
    fit: 'From fitted mermaid gowns to relaxed bubu. For fitted styles, bust, waist and hips decide the shape; give the length you want with the shoes you will wear.',
  },
];
