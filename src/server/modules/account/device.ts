// What the sessions list shows of a session: a device name read from the user agent (a few well-known browsers
// and systems, no package) and an approximate place from nothing but the address's first octets.
import { isIPv4, isIPv6 } from 'node:net';

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b/, 'iPhone'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** 'Network 203.0.113.x' (IPv4 /24) or 'Network 2001:db8:85a3::/48'; local and private ranges are named. */
export function describePlace(ip: string | undefined): string {
  if (!ip) return 'Unknown network';
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(address)) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    if (a === 127) return 'This computer';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'Private network';
    return `Network ${address.split('.').slice(0, 3).join('.')}.x`;
  }
  if (isIPv6(address)) {
    if (address === '::1') return 'This computer';
    if (/^f[cd]/i.test(address)) return 'Private network';
    const groups = address.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return `Network ${groups.join(':')}::/48`;
  }
  return 'Unknown network';
}
