import { INDIAN_PIN_PATTERN, SHIPPING_MESSAGES } from '@common/shipping-form.js';
import { invalidInput } from '../kernel/errors.js';
import { PincodeDirectory, type PincodeArea } from './pincode-directory.js';

export type { PincodeArea };

/** What the checkout and integrators ask of a PIN code: where it is, from India Post's directory. */
export class PincodeService {
  constructor(private readonly directory: PincodeDirectory = new PincodeDirectory()) {}

  /**
   * The area of a PIN code, or null when India Post has no such code. Something that is not a
   * PIN code at all (six digits, the first 1 to 9) is refused with the checkout's message.
   */
  lookup(pincode: string): PincodeArea | null {
    const code = pincode.trim();
    if (!INDIAN_PIN_PATTERN.test(code)) throw invalidInput(SHIPPING_MESSAGES.pinCode, { field: 'pincode' });
    return this.directory.lookup(code);
  }
}
