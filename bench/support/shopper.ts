import http from 'node:http';

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

/**
 * Shoppers' requests as the shop's reverse proxy hands them on: over kept-alive connections, each
 * shopper's own address in X-Forwarded-For (the shop trusts it from loopback, as from its proxy).
 * Orders from one address would meet the shop's per-address limits, and would make its unpaid-
 * order check count every order of the run; a load generator that fetched from 127.0.0.1 had to
 * lift those limits. node:http rather than fetch: a fetch costs the generator about 3 ms of CPU
 * on these two cores, which the shop's figures were paying for.
 */
export function shopperClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true });
  const { hostname, port } = new URL(baseUrl);
  return {
    /** POSTs a JSON body from the shopper at `address`; resolves with the answer's text. */
    postJson(path: string, body: unknown, address: string): Promise<string> {
      const text = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            hostname,
            port,
            path,
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(text),
              'apollo-require-preflight': 'true',
              'x-forwarded-for': address,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
            response.on('error', reject);
          },
        );
        request.on('error', reject);
        request.end(text);
      });
    },
    close: () => agent.destroy(),
  };
}

/** The n-th shopper's address: 10.0.0.1, 10.0.0.2, … (n from 1). */
export function shopperAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
