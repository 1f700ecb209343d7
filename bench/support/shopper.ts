/**
 * The delivery address every benchmark order is placed with (a real Kochi pin code, so the
 * shop's validation passes); each bench names its own shopper so its orders are told apart.
 */
export function benchShipping(firstName: string, lastName: string, email: string) {
  return {
    firstName,
    lastName,
    email,
    phone: '9847012345',
    address: '1 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    postalCode: '682001',
    country: 'India',
  };
}
