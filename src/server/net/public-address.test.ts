// The one address check behind webhooks and push: every IPv6 form that carries a refused IPv4 address is refused,
// in any spelling, while the same forms carrying a public IPv4 address stay usable.
import { describe, expect, it } from 'vitest';
import { hostOf, isLocalHost, isPrivateAddress, publicOnlyLookupVia } from './public-address.ts';

describe('isPrivateAddress', () => {
  it.each([
    // IPv4-compatible, in every spelling a URL or a resolver may give.
    '::127.0.0.1',
    '::7f00:1',
    '0:0:0:0:0:0:7f00:1',
    '::a9fe:a9fe',
    // IPv4-mapped, dotted or hex, short or long.
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a00:1',
    '0000:0000:0000:0000:0000:FFFF:C0A8:0101',
    // IPv4-translated (::ffff:0:a.b.c.d).
    '::ffff:0:127.0.0.1',
    // NAT64, well-known prefix; the local-use prefix whatever it carries.
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b:1::808:808',
    '64:ff9b:1:ffff::1',
    // 6to4 of 127.0.0.1, 10.0.0.1 and 169.254.169.254.
    '2002:7f00:1::',
    '2002:a00:1:1::1',
    '2002:a9fe:a9fe::1',
    // Teredo: a client of 127.0.0.1 (its bits inverted), or a private server.
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001::a00:1:0:0:f7f7:f7f7',
    // ISATAP interface identifiers on a public prefix.
    '2606:4700::5efe:7f00:1',
    '2606:4700::200:5efe:10.1.2.3',
    // Site-local, and a zone id.
    'fec0::1',
    'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
    '2606:4700::5efe:808:808',
  ])('accepts %s, which reaches a public address', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('judges a URL host in whatever spelling the URL was written', () => {
    for (const url of [
      'https://[::127.0.0.1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[0:0:0:0:0:ffff:7f00:0001]/',
      'https://[::ffff:0:10.0.0.1]/',
      'https://0x7f.1/',
      'https://2130706433/',
    ]) {
      expect(isLocalHost(hostOf(new URL(url))), url).toBe(true);
    }
  });
});

describe('publicOnlyLookupVia', () => {
  it('refuses a name resolving to an embedded private address, and connects to a public one', async () => {
    const lookup = (address: string) =>
      new Promise<string>((resolve, reject) =>
        publicOnlyLookupVia((_host, _options, callback) => callback(null, [{ address, family: 6 }]))(
          'hooks.example.com',
          {},
          (error, found) => (error ? reject(error) : resolve(found as string)),
        ),
      );
    await expect(lookup('2002:7f00:1::1')).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
    await expect(lookup('64:ff9b::808:808')).resolves.toBe('64:ff9b::808:808');
  });
});
