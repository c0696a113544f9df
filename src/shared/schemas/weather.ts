// The dashboard's weather card: GET /api/weather?city= and the spec's fallback (part 2 §7, §9).
import { z } from 'zod';

export const CITY_MAX_LENGTH = 100;
export const CITY_REQUIRED_MESSAGE = 'City is required';
export const CITY_TOO_LONG_MESSAGE = `City must be ${CITY_MAX_LENGTH} characters or fewer`;

export const weatherQuerySchema = z.object({
  city: z
    .string({ error: CITY_REQUIRED_MESSAGE })
    .trim()
    .min(1, CITY_REQUIRED_MESSAGE)
    .max(CITY_MAX_LENGTH, CITY_TOO_LONG_MESSAGE),
});

export const weatherSchema = z.object({
  /** Degrees Celsius, whole. */
  temperature: z.number(),
  description: z.string(),
  location: z.string(),
  /** True when the provider could not be asked in time and these are the spec's fallback values. */
  fallback: z.boolean(),
});
export type Weather = z.infer<typeof weatherSchema>;

/** What the card shows when the weather cannot be had (spec part 2 §7). */
export const FALLBACK_WEATHER: Weather = {
  temperature: 22,
  description: 'partly cloudy',
  location: 'London',
  fallback: true,
};

/** The browser's IANA time zone → the city asked for; any other zone is London (spec part 2 §7). */
const CITY_BY_TIME_ZONE: Record<string, string> = {
  'America/New_York': 'New York',
  'America/Los_Angeles': 'Los Angeles',
  'America/Chicago': 'Chicago',
  'America/Toronto': 'Toronto',
  'Australia/Sydney': 'Sydney',
  'Asia/Tokyo': 'Tokyo',
  'Europe/Paris': 'Paris',
  'Europe/Berlin': 'Berlin',
};

export function cityForTimeZone(timeZone: string | undefined): string {
  return (timeZone && CITY_BY_TIME_ZONE[timeZone]) || 'London';
}

/** Weather refreshes every 15 minutes, and the server keeps an answer per city as long. */
export const WEATHER_REFRESH_MS = 15 * 60 * 1000;
