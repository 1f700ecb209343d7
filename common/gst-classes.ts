/**
 * The HSN code and GST rate of each kind of product (category and subcategory), at the rates in force
 * since 22 September 2025 (docs/decisions/026-gst-invoices.md): hair oil, shampoo and toilet soap
 * bars at 5 %, other hair and skin preparations at 18 %, sanitary napkins exempt. The owner edits
 * them per product afterwards (a cream in a jar counts as NOS, a gel in a tube TUB, napkins in packs PAC); the migration that added the columns filled existing rows, the seed fills new ones, and a new product
 * (the admin's form and the server alike) starts from here.
 */
export interface GstClass {
  hsnCode: string;
  gstRatePercent: number;
  /** The unit of quantity (UQC) invoices and the HSN summary count the goods in. */
  uqc: string;
}

const BY_SUBCATEGORY: Record<string, GstClass> = {
  'hair/oil': { hsnCode: '33059019', gstRatePercent: 5, uqc: 'BTL' },
  'hair/shampoo': { hsnCode: '33051090', gstRatePercent: 5, uqc: 'BTL' },
  'hair/serum': { hsnCode: '33059090', gstRatePercent: 18, uqc: 'BTL' },
  'hair/gel': { hsnCode: '33059090', gstRatePercent: 18, uqc: 'TUB' },
  'skin/face wash': { hsnCode: '34013019', gstRatePercent: 18, uqc: 'TUB' },
  'skin/serum': { hsnCode: '33049990', gstRatePercent: 18, uqc: 'BTL' },
  'skin/cream': { hsnCode: '33049990', gstRatePercent: 18, uqc: 'NOS' },
  'skin/gel': { hsnCode: '33049990', gstRatePercent: 18, uqc: 'TUB' },
  'skin/soap': { hsnCode: '34011190', gstRatePercent: 5, uqc: 'PCS' },
  'home/napkins': { hsnCode: '96190010', gstRatePercent: 0, uqc: 'PAC' },
};

/** Skin and hair preparations not listed above: the general rate. */
export const DEFAULT_GST_CLASS: GstClass = { hsnCode: '33049990', gstRatePercent: 18, uqc: 'NOS' };

export function gstClassOf(category: string, subcategory: string): GstClass {
  return BY_SUBCATEGORY[`${category}/${subcategory}`] ?? DEFAULT_GST_CLASS;
}

/** Every (category, subcategory) with its class, for the migration's UPDATE. */
export const SEED_GST_CLASSES = Object.entries(BY_SUBCATEGORY).map(([key, value]) => {
  const [category, subcategory] = key.split('/');
  return { category, subcategory, ...value };
});
