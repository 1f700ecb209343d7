import type { LegalDeclarations, NetQuantity, ShelfLifeKind } from '@common/legal-metrology.js';

/**
 * What the sample catalogue declares for each product (the Legal Metrology declarations, each
 * size's MRP and net quantity) and its ingredients and directions, as the packs of a small Indian
 * herbal brand would print them. MRPs are whole rupees; a product sold at its MRP has MRPs equal
 * to its prices (catalogue.ts), the others sell below them.
 */
export interface SeedProductDeclarations {
  /** Rupees, one per size in catalogue order. */
  mrp: number[];
  genericName: string;
  shelfLife: [ShelfLifeKind, number];
  ingredients: string;
  howToUse: string;
  /** A count of pieces per size (napkins); absent, the size label is the quantity (100ml, 50g). */
  pieces?: number[];
  maker?: 'own' | 'hygiene';
}

const OWN_FACTORY = {
  makerRole: 'MANUFACTURER',
  makerName: 'Herbal Roots Naturals',
  makerAddress: 'Plot 14, SIDCO Industrial Estate, Thirubuvanam, Kumbakonam, Thanjavur District, Tamil Nadu 612103',
} as const;

const HYGIENE_PARTNER = {
  makerRole: 'MANUFACTURER',
  makerName: 'Sakhi Hygiene Products Pvt. Ltd.',
  makerAddress: 'Gat No. 41/2, Chakan MIDC Phase II, Khed, Pune, Maharashtra 410501',
} as const;

const CONSUMER_CARE = {
  consumerCarePhone: '+91 98400 12345',
  consumerCareEmail: 'care@herbalroots.in',
  consumerCareAddress: 'Consumer Care Cell, Herbal Roots Naturals, 12 Temple Car Street, Kumbakonam, Tamil Nadu 612001',
} as const;

export const seedDeclarations: Record<string, SeedProductDeclarations> = {
  'hair-oil-1': {
    mrp: [299, 525],
    genericName: 'Hair oil',
    shelfLife: ['BEST_BEFORE', 24],
    ingredients:
      'Sesamum Indicum (Sesame) Seed Oil, Cocos Nucifera (Coconut) Oil, Eclipta Alba (Bhringraj) Leaf Extract, Emblica Officinalis (Amla) Fruit Extract, Murraya Koenigii (Curry) Leaf Extract, Tocopherol',
    howToUse:
      'Warm a few drops between your palms and massage into the scalp and lengths an hour before washing, or leave on overnight. Use two or three times a week.',
  },
  'hair-oil-2': {
    mrp: [349, 649],
    genericName: 'Hair oil',
    shelfLife: ['BEST_BEFORE', 24],
    ingredients:
      'Cocos Nucifera (Coconut) Oil, Ricinus Communis (Castor) Seed Oil, Allium Cepa (Onion) Bulb Extract, Nigella Sativa (Black Seed) Oil, Tocopherol, Fragrance',
    howToUse: 'Part hair into sections, apply to the scalp with the nozzle and massage gently. Rinse with a mild shampoo after 45 minutes.',
  },
  'hair-oil-3': {
    mrp: [199, 369],
    genericName: 'Hair oil',
    shelfLife: ['BEST_BEFORE', 18],
    ingredients: 'Cocos Nucifera (Coconut) Oil, Hibiscus Rosa-Sinensis Flower Extract, Hibiscus Rosa-Sinensis Leaf Extract, Tocopherol',
    howToUse: 'Massage into the scalp once a week as a champi, or smooth a drop over dry ends after styling.',
  },
  'hair-oil-4': {
    mrp: [225, 525],
    genericName: 'Scalp oil',
    shelfLife: ['BEST_BEFORE', 24],
    ingredients:
      'Simmondsia Chinensis (Jojoba) Seed Oil, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Trigonella Foenum-Graecum (Fenugreek) Seed Extract, Rosmarinus Officinalis (Rosemary) Leaf Oil, Tocopherol',
    howToUse: 'Apply a dropperful directly to the scalp two or three times a week and massage with your fingertips for five minutes.',
  },
  'hair-oil-5': {
    mrp: [229, 419],
    genericName: 'Hair oil',
    shelfLife: ['BEST_BEFORE', 24],
    ingredients:
      'Sesamum Indicum (Sesame) Seed Oil, Cocos Nucifera (Coconut) Oil, Bacopa Monnieri (Brahmi) Extract, Nardostachys Jatamansi Root Extract, Vetiveria Zizanoides (Vetiver) Root Oil',
    howToUse: 'Massage gently into the scalp and temples before bed and wash out the next morning.',
  },
  'hair-shampoo-1': {
    mrp: [225, 399],
    genericName: 'Shampoo',
    shelfLife: ['USE_WITHIN', 24],
    ingredients:
      'Aqua, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Acacia Concinna (Shikakai) Pod Extract, Sapindus Mukorossi (Reetha) Fruit Extract, Emblica Officinalis (Amla) Fruit Extract, Glycerin, Sodium Benzoate, Potassium Sorbate, Citric Acid',
    howToUse: 'Work a small amount into wet hair, lather gently at the scalp and rinse well. Avoid contact with eyes.',
  },
  'hair-shampoo-2': {
    mrp: [219, 389],
    genericName: 'Shampoo',
    shelfLife: ['USE_WITHIN', 24],
    ingredients:
      'Aqua, Aloe Barbadensis Leaf Juice, Sodium Cocoyl Glycinate, Coco-Glucoside, Hibiscus Rosa-Sinensis Flower Extract, Glycerin, Guar Hydroxypropyltrimonium Chloride, Sodium Benzoate, Citric Acid',
    howToUse: 'Massage into wet hair, leave for a minute, then rinse thoroughly. Avoid contact with eyes.',
  },
  'hair-shampoo-3': {
    mrp: [249, 429],
    genericName: 'Anti-dandruff shampoo',
    shelfLife: ['USE_WITHIN', 24],
    ingredients:
      'Aqua, Sodium Cocoyl Isethionate, Cocamidopropyl Betaine, Azadirachta Indica (Neem) Leaf Extract, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Citrus Limon (Lemon) Peel Oil, Glycerin, Sodium Benzoate, Citric Acid',
    howToUse: 'Lather into the scalp, leave for two minutes, then rinse. Use two or three times a week. Avoid contact with eyes.',
  },
  'hair-serum-1': {
    mrp: [399, 999],
    genericName: 'Hair serum',
    shelfLife: ['BEST_BEFORE', 18],
    ingredients:
      'Aqua, Rosmarinus Officinalis (Rosemary) Leaf Extract, Eclipta Alba (Bhringraj) Extract, Allium Cepa (Onion) Peel Extract, Glycerin, Panthenol, Xanthan Gum, Phenoxyethanol, Ethylhexylglycerin',
    howToUse: 'Apply a few drops along your partings at night and massage in. No need to rinse.',
  },
  'hair-serum-2': {
    mrp: [299, 749],
    genericName: 'Hair serum',
    shelfLife: ['BEST_BEFORE', 24],
    ingredients:
      'Argania Spinosa (Argan) Kernel Oil, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Linum Usitatissimum (Flaxseed) Seed Oil, Tocopherol, Fragrance',
    howToUse: 'Rub two or three drops between your palms and glide over damp or dry lengths. Keep away from the scalp.',
  },
  'hair-gel-1': {
    mrp: [249, 449],
    genericName: 'Hair styling gel',
    shelfLife: ['USE_WITHIN', 12],
    ingredients:
      'Aqua, Linum Usitatissimum (Flaxseed) Seed Extract, Aloe Barbadensis Leaf Juice, Althaea Officinalis (Marshmallow) Root Extract, Glycerin, Xanthan Gum, Sodium Benzoate, Potassium Sorbate',
    howToUse: 'Scrunch into wet curly or wavy hair and let it air dry or diffuse.',
  },
  'hair-gel-2': {
    mrp: [175],
    genericName: 'Hair styling gel',
    shelfLife: ['USE_WITHIN', 12],
    ingredients:
      'Aqua, Aloe Barbadensis Leaf Juice, Eclipta Alba (Bhringraj) Extract, Glycerin, Carbomer, Sodium Hydroxide, Phenoxyethanol',
    howToUse: 'Smooth a little through damp or dry hair and shape with a comb. Washes out with water.',
  },
  'face-wash-1': {
    mrp: [249, 329],
    genericName: 'Face wash',
    shelfLife: ['USE_WITHIN', 24],
    ingredients:
      'Aqua, Sodium Cocoyl Glycinate, Glycerin, Azadirachta Indica (Neem) Leaf Extract, Ocimum Sanctum (Tulsi) Leaf Extract, Curcuma Longa (Turmeric) Root Extract, Xanthan Gum, Sodium Benzoate, Citric Acid',
    howToUse: 'Massage a small amount onto a wet face for thirty seconds and rinse. Use morning and evening. Avoid contact with eyes.',
  },
  'face-wash-2': {
    mrp: [299, 399],
    genericName: 'Face wash',
    shelfLife: ['USE_WITHIN', 24],
    ingredients:
      'Aqua, Sodium Cocoyl Isethionate, Glycerin, Crocus Sativus (Saffron) Flower Extract, Curcuma Aromatica (Wild Turmeric) Root Extract, Glycyrrhiza Glabra (Licorice) Root Extract, Sodium Benzoate, Citric Acid',
    howToUse: 'Lather between wet palms, massage onto the face in circular movements and rinse with lukewarm water.',
  },
  'face-wash-3': {
    mrp: [229],
    genericName: 'Face cleanser',
    shelfLife: ['USE_WITHIN', 18],
    ingredients:
      'Aqua, Cicer Arietinum (Gram) Flour, Rosa Damascena (Rose) Flower Water, Santalum Album (Sandalwood) Wood Powder, Curcuma Longa (Turmeric) Root Powder, Glycerin, Coco-Glucoside, Sodium Benzoate',
    howToUse: 'Massage onto damp skin for a minute and rinse off. Gentle enough for daily use.',
  },
  'skin-serum-1': {
    mrp: [495, 1199],
    genericName: 'Face serum',
    shelfLife: ['BEST_BEFORE', 24],
    ingredients:
      'Prunus Amygdalus Dulcis (Sweet Almond) Oil, Sesamum Indicum (Sesame) Seed Oil, Crocus Sativus (Saffron) Flower Extract, Rubia Cordifolia (Manjistha) Root Extract, Santalum Album (Sandalwood) Oil, Nelumbo Nucifera (Lotus) Flower Extract, Tocopherol',
    howToUse: 'Massage three or four drops onto clean, slightly damp skin at night. Do a patch test before first use.',
  },
  'skin-serum-2': {
    mrp: [399, 949],
    genericName: 'Face serum',
    shelfLife: ['USE_BY', 12],
    ingredients:
      'Aqua, Emblica Officinalis (Amla) Fruit Extract, Citrus Aurantium Dulcis (Orange) Peel Extract, Terminalia Ferdinandiana (Kakadu Plum) Fruit Extract, Sodium Ascorbyl Phosphate, Glycerin, Sodium Hyaluronate, Phenoxyethanol',
    howToUse: 'Press two or three drops into clean skin each morning before your moisturiser, then apply sunscreen.',
  },
  'skin-cream-1': {
    mrp: [399, 699],
    genericName: 'Night cream',
    shelfLife: ['USE_WITHIN', 18],
    ingredients:
      'Aqua, Butyrospermum Parkii (Shea) Butter, Prunus Amygdalus Dulcis (Sweet Almond) Oil, Cetearyl Alcohol, Crocus Sativus (Saffron) Flower Extract, Santalum Album (Sandalwood) Wood Extract, Glycerin, Phenoxyethanol, Ethylhexylglycerin',
    howToUse: 'Warm a pea-sized amount between your fingertips and massage onto the face and neck before bed.',
  },
  'skin-cream-2': {
    mrp: [299, 549],
    genericName: 'Face moisturiser',
    shelfLife: ['USE_WITHIN', 18],
    ingredients:
      'Aqua, Aloe Barbadensis Leaf Juice, Cucumis Sativus (Cucumber) Fruit Extract, Camellia Sinensis (Green Tea) Leaf Extract, Glycerin, Caprylic/Capric Triglyceride, Cetearyl Olivate, Phenoxyethanol',
    howToUse: 'Smooth over the face and neck every morning after cleansing.',
  },
  'skin-cream-3': {
    mrp: [345],
    genericName: 'Body butter',
    shelfLife: ['BEST_BEFORE', 24],
    ingredients: 'Theobroma Cacao (Cocoa) Seed Butter, Garcinia Indica (Kokum) Seed Butter, Cocos Nucifera (Coconut) Oil, Tocopherol',
    howToUse: 'Massage into elbows, knees, heels and arms after a bath while the skin is still slightly damp.',
  },
  'skin-soap-1': {
    mrp: [160],
    genericName: 'Toilet soap',
    shelfLife: ['BEST_BEFORE', 36],
    ingredients:
      'Sodium Cocoate, Sodium Olivate, Sodium Castorate, Aqua, Charcoal Powder, Azadirachta Indica (Neem) Seed Oil, Melaleuca Alternifolia (Tea Tree) Leaf Oil, Glycerin',
    howToUse: 'Lather on wet skin, massage gently and rinse. Keep the bar dry between uses.',
  },
  'skin-soap-2': {
    mrp: [165],
    genericName: 'Toilet soap',
    shelfLife: ['BEST_BEFORE', 36],
    ingredients:
      'Sodium Cocoate, Sodium Palm Kernelate, Aqua, Santalum Album (Sandalwood) Powder, Curcuma Longa (Turmeric) Root Powder, Glycerin, Fragrance',
    howToUse: 'Work into a rich lather on damp skin and rinse off.',
  },
  'skin-soap-3': {
    mrp: [150, 260],
    genericName: 'Toilet soap',
    shelfLife: ['BEST_BEFORE', 36],
    ingredients:
      'Sodium Olivate, Sodium Cocoate, Aqua, Cymbopogon Citratus (Lemongrass) Leaf Oil, Ocimum Sanctum (Tulsi) Leaf Powder, Glycerin',
    howToUse: 'Lather on wet skin and rinse. Keep the bar on a draining dish between uses.',
  },
  'skin-gel-1': {
    mrp: [249, 449],
    genericName: 'Aloe vera gel',
    shelfLife: ['USE_WITHIN', 12],
    ingredients:
      'Aloe Barbadensis Leaf Juice, Cucumis Sativus (Cucumber) Fruit Extract, Glycerin, Tocopheryl Acetate, Xanthan Gum, Sodium Benzoate, Potassium Sorbate',
    howToUse: 'Smooth over the face, body or hair whenever skin feels dry or warm. Store below 30 °C.',
  },
  'napkin-1': {
    mrp: [225, 275, 325],
    genericName: 'Sanitary napkins',
    shelfLife: ['USE_WITHIN', 36],
    pieces: [10, 10, 10],
    maker: 'hygiene',
    ingredients:
      'Top sheet: bamboo fibre non-woven. Core: plant-based cellulose pulp. Back sheet: compostable film. Release paper: unbleached kraft.',
    howToUse: 'Change every four to six hours. Wrap the used pad in its pouch and dispose of it in a bin; do not flush.',
  },
  'napkin-2': {
    mrp: [179, 219, 259],
    genericName: 'Sanitary pads',
    shelfLife: ['USE_WITHIN', 36],
    pieces: [12, 12, 12],
    maker: 'hygiene',
    ingredients: 'Cover: organic cotton non-woven. Core: cellulose pulp. Back sheet: breathable film. Adhesive: hot-melt.',
    howToUse: 'Change every four to six hours. Wrap the used pad in its pouch and dispose of it in a bin; do not flush.',
  },
  'napkin-3': {
    mrp: [249, 299],
    genericName: 'Sanitary napkins (overnight)',
    shelfLife: ['USE_WITHIN', 36],
    pieces: [8, 8],
    maker: 'hygiene',
    ingredients:
      'Top sheet: bamboo-cotton non-woven. Liner: Azadirachta Indica (Neem) leaf extract. Core: cellulose pulp. Back sheet: breathable film.',
    howToUse: 'Use one pad for the night. Wrap the used pad in its pouch and dispose of it in a bin; do not flush.',
  },
};

/** A seed size's declared net quantity: its label (100ml, 50g) or its count of pieces. */
export function seedNetQuantity(label: string, pieces: number | undefined): NetQuantity {
  if (pieces !== undefined) return { amount: pieces, unit: 'N' };
  const match = /^(\d+)(ml|g)$/.exec(label);
  if (!match) throw new Error(`seed size ${label} has no net quantity`);
  return { amount: Number(match[1]), unit: match[2] === 'ml' ? 'ML' : 'G' };
}

/** The product-wide declarations of a seed product. */
export function seedLegalDeclarations(declared: SeedProductDeclarations): LegalDeclarations {
  const [shelfLifeKind, shelfLifeMonths] = declared.shelfLife;
  return {
    genericName: declared.genericName,
    ...(declared.maker === 'hygiene' ? HYGIENE_PARTNER : OWN_FACTORY),
    countryOfOrigin: 'India',
    shelfLifeKind,
    shelfLifeMonths,
    ...CONSUMER_CARE,
  };
}
