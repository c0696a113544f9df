import { describe, expect, it } from 'vitest';
import { describeDevice, describePlace } from './device.ts';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});

describe('describePlace', () => {
  it('shows only the first octets of a public address and names local ones', () => {
    expect(describePlace('203.0.113.77')).toBe('Network 203.0.113.x');
    expect(describePlace('::ffff:198.51.100.4')).toBe('Network 198.51.100.x');
    expect(describePlace('2001:db8:85a3:1:2:3:4:5')).toBe('Network 2001:db8:85a3::/48');
    expect(describePlace('127.0.0.1')).toBe('This computer');
    expect(describePlace('192.168.1.20')).toBe('Private network');
    expect(describePlace(undefined)).toBe('Unknown network');
  });
});
