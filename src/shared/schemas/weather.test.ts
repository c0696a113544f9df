import { describe, expect, it } from 'vitest';
import { cityForTimeZone } from './weather.ts';

describe('cityForTimeZone', () => {
  it("picks the spec's eight cities from their time zones", () => {
    expect(
      [
        'America/New_York',
        'America/Los_Angeles',
        'America/Chicago',
        'America/Toronto',
        'Australia/Sydney',
        'Asia/Tokyo',
        'Europe/Paris',
        'Europe/Berlin',
      ].map(cityForTimeZone),
    ).toEqual(['New York', 'Los Angeles', 'Chicago', 'Toronto', 'Sydney', 'Tokyo', 'Paris', 'Berlin']);
  });

  it('is London for any other zone or none', () => {
    expect(cityForTimeZone('Europe/London')).toBe('London');
    expect(cityForTimeZone('Asia/Kolkata')).toBe('London');
    expect(cityForTimeZone('UTC')).toBe('London');
    expect(cityForTimeZone(undefined)).toBe('London');
  });
});
