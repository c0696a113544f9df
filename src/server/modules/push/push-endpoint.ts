// Push endpoints are addresses a browser hands us and the server then posts to: an https push service on the
// public internet, never this machine or its private network (no server-side request forgery through a
// subscription). Checked when a subscription is saved and again, on the resolved address, when a message is sent.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { AppError } from '#shared/errors.ts';

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
  // IPv4-mapped and NAT64 addresses are refused whatever IPv4 address they carry.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateV6.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? privateV4.check(address, 'ipv4') : privateV6.check(address, 'ipv6');
}

export const UNSAFE_ENDPOINT_MESSAGE =
  'endpoint must be an https address of a push service on the internet, not a local or private one';

/** The URL's host without IPv6 brackets, lower case. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** 'localhost', a *.localhost name or a private address literal. */
export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}

/** 400 unless the endpoint is https on a public host (a stand-in push service in tests: `allowLocal`). */
export function assertSafePushEndpoint(endpoint: string, allowLocal: boolean): void {
  if (allowLocal) return;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || isLocalHost(hostOf(url)) || url.username || url.password) {
    throw new AppError('BAD_REQUEST', UNSAFE_ENDPOINT_MESSAGE);
  }
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
