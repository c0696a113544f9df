// Which addresses the server may connect to on a user's behalf (webhook integrations, push endpoints): the public
// internet only, never this machine or its private network (no server-side request forgery). An IPv6 address that
// carries an IPv4 one (IPv4-compatible, IPv4-mapped and -translated, NAT64, 6to4, Teredo, ISATAP) is judged by the
// IPv4 address it reaches, in whichever spelling it comes; the local-use NAT64 prefix is refused whatever it carries.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// Two lists: one BlockList holding both families matches every IPv4 address against '::ffff:0:0/96' (it maps
// IPv4 into IPv6), which made every public IPv4 address 'private'.
const privateV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateV4.addSubnet(network, prefix, 'ipv4');
const privateV6 = new BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64 (RFC 8215): an operator's own translator, never a public destination.
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  privateV6.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit words of a valid IPv6 address (zone id, `::` and a dotted IPv4 tail allowed). */
function ipv6Words(address: string): number[] {
  const text = address
    .replace(/%.*$/, '')
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_match, a, b, c, d) =>
      [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((w) => w.toString(16)).join(':'),
    );
  const words = (part: string) => (part ? part.split(':').map((word) => Number.parseInt(word, 16)) : []);
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return words(head);
  const left = words(head);
  const right = words(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 addresses an IPv6 address reaches through the translation or tunnelling forms that embed one. */
function embeddedIPv4(w: number[]): string[] {
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zero = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  const found: string[] = [];
  // ::a.b.c.d (IPv4-compatible), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated), 64:ff9b::a.b.c.d (NAT64).
  if (zero(0, 5) && (w[5] === 0 || w[5] === 0xffff)) found.push(v4(w[6]!, w[7]!));
  if (zero(0, 4) && w[4] === 0xffff && w[5] === 0) found.push(v4(w[6]!, w[7]!));
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(2, 6)) found.push(v4(w[6]!, w[7]!));
  // 6to4: 2002:AABB:CCDD::/48 is the site behind a.b.c.d.
  if (w[0] === 0x2002) found.push(v4(w[1]!, w[2]!));
  // Teredo: 2001:0::/32 names its server next, and its client as the bitwise NOT of the last 32 bits.
  if (w[0] === 0x2001 && w[1] === 0) found.push(v4(w[2]!, w[3]!), v4(w[6]! ^ 0xffff, w[7]! ^ 0xffff));
  // ISATAP: any prefix with the interface identifier 0:5efe:a.b.c.d (its u and g bits either way).
  if ((w[4]! & 0xfcff) === 0 && w[5] === 0x5efe) found.push(v4(w[6]!, w[7]!));
  return found;
}

/** True for an address literal of this machine, a private or reserved network, or one embedding such an IPv4. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return privateV4.check(address, 'ipv4');
  const words = ipv6Words(address);
  if (privateV6.check(words.map((word) => word.toString(16)).join(':'), 'ipv6')) return true;
  return embeddedIPv4(words).some((v4) => privateV4.check(v4, 'ipv4'));
}

/** The URL's host without IPv6 brackets, lower case. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** 'localhost', a *.localhost name or a private address literal. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}

/** How a name is resolved to all its addresses: node:dns's lookup, or a stand-in resolver in tests. */
export type ResolveAll = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** A DNS lookup (resolving through `resolveAll`) that refuses names resolving to a private address (a public
 * name pointed at 127.0.0.1). Given to the request as its lookup, the socket connects to the address checked. */
export function publicOnlyLookupVia(resolveAll: ResolveAll): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.find((a) => isPrivateAddress(a.address));
      if (blocked || addresses.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves to a private address`), {
          code: 'EPRIVATEADDRESS',
        });
        return callback(refused, '', 0);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}

export const publicOnlyLookup = publicOnlyLookupVia(dnsLookup);
