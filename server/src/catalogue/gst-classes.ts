/**
 * The HSN code and GST rate of each kind of product in the seed catalogue, at the rates in force
 * since 22 September 2025 (docs/decisions/026-gst-invoices.md): hair oil, shampoo and toilet soap
 * bars at 5 %, other hair and skin preparations at 18 %, sanitary napkins exempt. The owner edits
 * them per product afterwards; the migration that added the columns filled existing rows, and the seed fills new ones, from here.
 */
export interface GstClass {
  hsnCode: string;
  gstRatePercent: number;
}

const BY_SUBCATEGORY: Record<string, GstClass> = {
  'hair/oil': { hsnCode: '33059019', gstRatePercent: 5 },
  'hair/shampoo': { hsnCode: '33051090', gstRatePercent: 5 },
  'hair/serum': { hsnCode: '33059090', gstRatePercent: 18 },
  'hair/gel': { hsnCode: '33059090', gstRatePercent: 18 },
  'skin/face wash': { hsnCode: '34013019', gstRatePercent: 18 },
  'skin/serum': { hsnCode: '33049990', gstRatePercent: 18 },
  'skin/cream': { hsnCode: '33049990', gstRatePercent: 18 },
  'skin/gel': { hsnCode: '33049990', gstRatePercent: 18 },
  'skin/soap': { hsnCode: '34011190', gstRatePercent: 5 },
  'home/napkins': { hsnCode: '96190010', gstRatePercent: 0 },
};

/** Skin and hair preparations not listed above: the general rate. */
export const DEFAULT_GST_CLASS: GstClass = { hsnCode: '33049990', gstRatePercent: 18 };

export function gstClassOf(category: string, subcategory: string): GstClass {
  return BY_SUBCATEGORY[`${category}/${subcategory}`] ?? DEFAULT_GST_CLASS;
}

/** Every (category, subcategory) with its class, for the migration's UPDATE. */
export const SEED_GST_CLASSES = Object.entries(BY_SUBCATEGORY).map(([key, value]) => {
  const [category, subcategory] = key.split('/');
  return { category, subcategory, ...value };
});
