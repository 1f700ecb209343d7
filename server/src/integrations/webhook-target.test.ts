import { describe, expect, it } from 'vitest';
import { isPrivateAddress, validateWebhookUrl } from './webhook-target.js';

const production = { requireHttps: true, allowPrivate: false };
/** DNS answers for the tests, so nothing here needs a network. */
const resolver = (answers: Record<string, string[]>) => (host: string) => {
  const addresses = answers[host];
  if (!addresses) return Promise.reject(new Error('ENOTFOUND'));
  return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
};

describe('which addresses are private', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '224.0.0.1',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::7f00:1', 'the same, as URLs write it'],
    ['::a9fe:a9fe', 'IPv4-compatible cloud metadata (169.254.169.254)'],
    ['::ffff:10.0.0.5', 'IPv4-mapped private'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
    ['::ffff:0:7f00:1', 'IPv4-translated loopback in hex'],
    ['0:0:0:0:0:ffff:c0a8:101', 'IPv4-mapped 192.168.1.1 written out in full'],
    ['64:ff9b::127.0.0.1', 'NAT64 of loopback'],
    ['64:ff9b::5db8:d822', 'NAT64 of a public address: the gateway is inside our network'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2002:5db8:d822::1', '6to4 of a public address'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo (client 127.0.0.1, inverted)'],
    ['2001:db8::1', 'documentation'],
  ])('%s is private (%s)', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34', '::ffff:0:5db8:d822', '2a00:1450:4001:80b::200e'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false);
    },
  );
});

describe('validating a receiver URL', () => {
  const dns = resolver({
    'hooks.example.com': ['93.184.216.34'],
    'sneaky.example.com': ['93.184.216.34', '10.0.0.5'],
    'metadata.example.com': ['169.254.169.254'],
    localhost: ['127.0.0.1', '::1'],
  });

  it('accepts https to a public host and normalises the URL', async () => {
    await expect(validateWebhookUrl(' https://hooks.example.com/herbal#x ', production, dns)).resolves.toBe(
      'https://hooks.example.com/herbal',
    );
  });

  it('requires https in production, allows http elsewhere, and refuses other schemes', async () => {
    await expect(validateWebhookUrl('http://hooks.example.com/herbal', production, dns)).rejects.toThrow('Webhook URLs must use https');
    await expect(validateWebhookUrl('http://hooks.example.com/herbal', { ...production, requireHttps: false }, dns)).resolves.toBeTruthy();
    await expect(validateWebhookUrl('file:///etc/passwd', { ...production, requireHttps: false }, dns)).rejects.toThrow(/https/);
  });

  it('refuses a host when any of its addresses is private, and literal private addresses', async () => {
    for (const url of [
      'https://sneaky.example.com/',
      'https://metadata.example.com/latest',
      'https://localhost/',
      'https://127.0.0.1:4000/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::127.0.0.1]/',
      'https://[::ffff:0:127.0.0.1]/',
      'https://[64:ff9b::a9fe:a9fe]/latest',
      'https://[64:ff9b:1::7f00:1]/',
      'https://[2002:7f00:1::]/',
      'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
      'https://10.0.0.1/',
    ]) {
      await expect(validateWebhookUrl(url, production, dns), url).rejects.toThrow(/public address/);
    }
  });

  it('refuses unknown hosts, credentials in the URL and text that is no URL', async () => {
    await expect(validateWebhookUrl('https://nowhere.example.com/', production, dns)).rejects.toThrow(/could not be found/);
    await expect(validateWebhookUrl('https://user:pass@hooks.example.com/', production, dns)).rejects.toThrow(/no user name or password/);
    await expect(validateWebhookUrl('not a url', production, dns)).rejects.toThrow(/not a URL/);
  });

  it('lets private targets through when the shop allows them (local receivers, tests)', async () => {
    await expect(validateWebhookUrl('http://127.0.0.1:9000/hook', { requireHttps: false, allowPrivate: true }, dns)).resolves.toBe(
      'http://127.0.0.1:9000/hook',
    );
  });
});
