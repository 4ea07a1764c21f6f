// Vocabulary for plausible product data. Each product type brings its nouns, option scheme, price and weight range.

export interface TypeSpec {
  type: string;
  nouns: readonly string[];
  /** Option names with their value lists, in option1..3 order. */
  options: readonly (readonly [string, readonly string[]])[];
  price: readonly [number, number];
  grams: readonly [number, number];
}

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
const COLORS = ['Black', 'White', 'Navy', 'Olive', 'Sand', 'Rust', 'Heather Grey', 'Forest'] as const;

export const TYPES: readonly TypeSpec[] = [
  {
    type: 'Shoes',
    nouns: ['Trail Runner', 'Sneaker', 'Hiking Boot', 'Loafer', 'Slip-On', 'High Top'],
    options: [
      ['Size', ['7', '8', '9', '10', '11', '12']],
      ['Color', COLORS],
    ],
    price: [59, 220],
    grams: [450, 1200],
  },
  {
    type: 'T-Shirts',
    nouns: ['Crew Tee', 'Pocket Tee', 'V-Neck', 'Graphic Tee', 'Long Sleeve Tee'],
    options: [
      ['Size', SIZES],
      ['Color', COLORS],
    ],
    price: [18, 45],
    grams: [150, 250],
  },
  {
    type: 'Hoodies',
    nouns: ['Pullover Hoodie', 'Zip Hoodie', 'Crewneck Sweatshirt', 'Fleece'],
    options: [
      ['Size', SIZES],
      ['Color', COLORS],
    ],
    price: [45, 120],
    grams: [500, 900],
  },
  {
    type: 'Jackets',
    nouns: ['Rain Shell', 'Puffer Jacket', 'Denim Jacket', 'Field Coat', 'Windbreaker'],
    options: [
      ['Size', SIZES],
      ['Color', COLORS],
    ],
    price: [79, 349],
    grams: [600, 1500],
  },
  {
    type: 'Bags',
    nouns: ['Backpack', 'Tote', 'Duffel', 'Sling Bag', 'Messenger Bag'],
    options: [
      ['Color', COLORS],
      ['Capacity', ['15L', '22L', '30L']],
    ],
    price: [35, 260],
    grams: [400, 1400],
  },
  {
    type: 'Mugs',
    nouns: ['Coffee Mug', 'Travel Mug', 'Espresso Cup', 'Camp Mug'],
    options: [
      ['Color', COLORS],
      ['Size', ['8 oz', '12 oz', '16 oz']],
    ],
    price: [12, 38],
    grams: [250, 500],
  },
  {
    type: 'Candles',
    nouns: ['Soy Candle', 'Pillar Candle', 'Travel Tin', 'Reed Diffuser'],
    options: [
      ['Scent', ['Cedar', 'Fig', 'Sea Salt', 'Amber', 'Lavender', 'Tobacco & Vanilla']],
      ['Size', ['Small', 'Large']],
    ],
    price: [14, 68],
    grams: [200, 900],
  },
  {
    type: 'Skincare',
    nouns: ['Face Serum', 'Moisturizer', 'Cleanser', 'Lip Balm', 'Body Oil'],
    options: [
      ['Size', ['30 ml', '50 ml', '100 ml']],
      ['Pack', ['Single', 'Duo', 'Trio']],
    ],
    price: [9, 95],
    grams: [40, 300],
  },
  {
    type: 'Jewelry',
    nouns: ['Hoop Earrings', 'Chain Necklace', 'Signet Ring', 'Cuff Bracelet', 'Pendant'],
    options: [
      ['Metal', ['Gold', 'Silver', 'Rose Gold']],
      ['Size', ['5', '6', '7', '8', '9']],
    ],
    price: [25, 480],
    grams: [5, 60],
  },
  {
    type: 'Coffee',
    nouns: ['Whole Bean Blend', 'Single Origin', 'Cold Brew Pack', 'Espresso Roast'],
    options: [
      ['Grind', ['Whole Bean', 'Espresso', 'Filter', 'French Press']],
      ['Weight', ['250g', '500g', '1kg']],
    ],
    price: [11, 48],
    grams: [250, 1000],
  },
  {
    type: 'Socks',
    nouns: ['Crew Sock', 'Ankle Sock', 'Hiking Sock', 'Wool Sock 3-Pack'],
    options: [
      ['Size', ['S', 'M', 'L']],
      ['Color', COLORS],
    ],
    price: [9, 32],
    grams: [40, 150],
  },
  {
    type: 'Accessories',
    nouns: ['Beanie', 'Cap', 'Belt', 'Wallet', 'Sunglasses', 'Scarf'],
    options: [
      ['Color', COLORS],
      ['Material', ['Cotton', 'Wool', 'Leather', 'Recycled']],
    ],
    price: [15, 140],
    grams: [30, 300],
  },
];

export const ADJECTIVES = [
  'Alpine',
  'Coastal',
  'Everyday',
  'Heritage',
  'Summit',
  'Urban',
  'Classic',
  'Lightweight',
  'Merino',
  'Organic',
  'Recycled',
  'Canyon',
  'Harbor',
  'Midnight',
  'Northern',
  'Prairie',
  'Ridge',
  'Sierra',
  'Tidal',
  'Vintage',
  'Weekend',
  'Wildflower',
  'Cascade',
  'Desert',
  'Glacier',
  'Juniper',
  'Lumen',
  'Meridian',
  'Nomad',
  'Orchard',
] as const;

export const MODEL_SUFFIXES = [
  '',
  '',
  '',
  ' 2',
  ' Pro',
  ' Lite',
  ' II',
  ' Max',
  ' Mini',
  ' Plus',
  ' XL',
  ' 3',
] as const;

export const VENDORS = [
  'Northpeak',
  'Harbor & Pine',
  'Fieldhouse Co.',
  'Lumen Goods',
  'Saltwater Supply',
  'Oak+Ember',
  'Wildroot',
  'Kestrel Outfitters',
  'Bramble Studio',
  'Copperline',
  'Tidewater',
  'Marlowe',
  'Café Nébula',
  'Ursa Works',
] as const;

export const TAGS = [
  'new',
  'bestseller',
  'sale',
  'gift',
  'eco',
  'limited',
  'summer',
  'winter',
  'unisex',
  'vegan',
  'handmade',
  'online-exclusive',
  'bundle',
  'restock',
  'staff-pick',
  'clearance',
] as const;

export const STORE_NAMES = [
  'Northpeak Outfitters',
  'Harbor & Pine Supply',
  'Wildroot General',
  'Copperline Goods',
  'Saltwater Studio',
  'Kestrel & Co.',
  'Bramble House',
  'Tidewater Trading',
  'Oak+Ember Home',
  'Lumen Market',
] as const;

export const BLURBS = [
  'Built for long days outside and easy evenings in.',
  'Made in small batches with materials we trust.',
  'Our most-loved design, refined after thousands of reviews.',
  'Soft, durable & ready for whatever the week brings.',
  'Designed in-house; 1% of sales go to trail restoration.',
  'A quiet classic — simple lines, honest materials.',
] as const;
