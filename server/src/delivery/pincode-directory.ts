import { readFileSync } from 'node:fs';
import { INDIAN_PIN_PATTERN } from '@common/shipping-form.js';

/** Where a PIN code is, as India Post's directory says (data/pincodes.tsv, rebuilt by scripts/build-pincode-directory.mjs). */
export interface PincodeArea {
  pincode: string;
  /** The town a shopper writes on an address: the PIN's post-office division when an office bears its name, else its district. */
  city: string;
  district: string;
  /** As the checkout's list writes it (common/shipping-form.ts INDIAN_STATES). */
  state: string;
}

const DIRECTORY_FILE = new URL('./data/pincodes.tsv', import.meta.url);

/**
 * The all-India PIN code directory, read once on first use (about 19,000 codes, 0.7 MB) and kept
 * in memory: it stays on the server, and a look-up is a map read.
 */
export class PincodeDirectory {
  private areas: Map<string, PincodeArea> | null = null;

  constructor(private readonly file: URL = DIRECTORY_FILE) {}

  /** The area of a six-digit PIN code, or null when India Post has no such code (or it is not one). */
  lookup(pincode: string): PincodeArea | null {
    const code = pincode.trim();
    if (!INDIAN_PIN_PATTERN.test(code)) return null;
    return this.load().get(code) ?? null;
  }

  private load(): Map<string, PincodeArea> {
    if (this.areas) return this.areas;
    const areas = new Map<string, PincodeArea>();
    for (const line of readFileSync(this.file, 'utf8').split('\n')) {
      const [pincode, city, district, state] = line.split('\t');
      if (pincode && city && district && state) areas.set(pincode, { pincode, city, district, state });
    }
    this.areas = areas;
    return areas;
  }
}
