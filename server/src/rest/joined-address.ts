/**
 * The REST checkout kept for existing integrations (docs/storefront.md) sends the address as one line, built as
 * "street, city, state - postal code, country" (common/shipping-form.ts joinAddress). This reads
 * it back. The street may itself contain commas, so the last three parts are taken from the end.
 * A line of any other shape becomes the street alone, and the shipping rules then say what is missing.
 */
export interface SplitAddress {
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export function splitJoinedAddress(line: unknown): SplitAddress {
  const text = typeof line === 'string' ? line.trim() : '';
  const unparsed: SplitAddress = { address: text, city: '', state: '', postalCode: '', country: '' };
  const parts = text.split(',');
  if (parts.length < 4) return unparsed;
  const country = parts[parts.length - 1].trim();
  const statePostal = parts[parts.length - 2];
  const city = parts[parts.length - 3].trim();
  const street = parts.slice(0, -3).join(',').trim();
  const dash = statePostal.lastIndexOf(' - ');
  if (dash < 0) return unparsed;
  return {
    address: street,
    city,
    state: statePostal.slice(0, dash).trim(),
    postalCode: statePostal.slice(dash + 3).trim(),
    country,
  };
}
