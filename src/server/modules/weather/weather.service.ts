// Current weather for a city from Open-Meteo (geocoding, then forecast; no key), kept 15 minutes per city. When the
// provider cannot be reached, errs or takes longer than 2 s, the answer is the spec's fallback, so the card never spins.
import { z } from 'zod';
import { FALLBACK_WEATHER, WEATHER_REFRESH_MS, type Weather } from '#shared/schemas/weather.ts';

export const WEATHER_TIMEOUT_MS = 2000;
/** A fallback is kept a minute: a provider that is down costs one wait a minute per city, not one per request. */
export const FALLBACK_TTL_MS = 60_000;
/** Cities are typed by people: the cache forgets the oldest beyond this many. */
export const WEATHER_CACHE_LIMIT = 1000;

/** WMO weather interpretation codes, as Open-Meteo reports them. */
const DESCRIPTIONS: Record<number, string> = {
  0: 'clear sky',
  1: 'mainly clear',
  2: 'partly cloudy',
  3: 'overcast',
  45: 'fog',
  48: 'freezing fog',
  51: 'light drizzle',
  53: 'drizzle',
  55: 'heavy drizzle',
  56: 'freezing drizzle',
  57: 'freezing drizzle',
  61: 'light rain',
  63: 'rain',
  65: 'heavy rain',
  66: 'freezing rain',
  67: 'freezing rain',
  71: 'light snow',
  73: 'snow',
  75: 'heavy snow',
  77: 'snow grains',
  80: 'rain showers',
  81: 'rain showers',
  82: 'violent rain showers',
  85: 'snow showers',
  86: 'heavy snow showers',
  95: 'thunderstorm',
  96: 'thunderstorm with hail',
  99: 'thunderstorm with hail',
};

export function describeWeatherCode(code: number): string {
  return DESCRIPTIONS[code] ?? 'unknown';
}

const geocodingSchema = z.object({
  results: z.array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })).optional(),
});
const forecastSchema = z.object({
  current: z.object({ temperature_2m: z.number(), weather_code: z.number() }),
});

export type WeatherServiceOptions = {
  /** Forecast API base, e.g. https://api.open-meteo.com (WEATHER_API_URL). */
  forecastUrl: string;
  /** Geocoding API base, e.g. https://geocoding-api.open-meteo.com (WEATHER_GEOCODING_URL). */
  geocodingUrl: string;
  onProviderError?: (error: unknown) => void;
  now?: () => number;
};

type Entry = { expiresAt: number; answer: Promise<Weather | null> };

/** `getWeather(city)`: the weather, the fallback, or null when the provider knows no such city. */
export function createWeatherService(options: WeatherServiceOptions) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, Entry>();
  const base = (url: string) => url.replace(/\/+$/, '');

  async function fetchJson<T>(url: string, schema: z.ZodType<T>, signal: AbortSignal): Promise<T> {
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`weather provider answered ${response.status} for ${url}`);
    return schema.parse(await response.json());
  }

  async function ask(city: string): Promise<{ weather: Weather | null; ttlMs: number }> {
    const signal = AbortSignal.timeout(WEATHER_TIMEOUT_MS);
    try {
      const geocoded = await fetchJson(
        `${base(options.geocodingUrl)}/v1/search?${new URLSearchParams({ name: city, count: '1', language: 'en', format: 'json' })}`,
        geocodingSchema,
        signal,
      );
      const place = geocoded.results?.[0];
      if (!place) return { weather: null, ttlMs: WEATHER_REFRESH_MS };
      const forecast = await fetchJson(
        `${base(options.forecastUrl)}/v1/forecast?${new URLSearchParams({
          latitude: String(place.latitude),
          longitude: String(place.longitude),
          current: 'temperature_2m,weather_code',
        })}`,
        forecastSchema,
        signal,
      );
      return {
        weather: {
          temperature: Math.round(forecast.current.temperature_2m),
          description: describeWeatherCode(forecast.current.weather_code),
          location: place.name,
          fallback: false,
        },
        ttlMs: WEATHER_REFRESH_MS,
      };
    } catch (error) {
      options.onProviderError?.(error);
      return { weather: FALLBACK_WEATHER, ttlMs: FALLBACK_TTL_MS };
    }
  }

  return {
    getWeather(city: string): Promise<Weather | null> {
      const key = city.trim().toLowerCase();
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached.answer;
      cache.delete(key);
      // Until the provider answers, a second request for the city waits for the same answer.
      const entry: Entry = { expiresAt: Number.POSITIVE_INFINITY, answer: Promise.resolve(null) };
      entry.answer = ask(city.trim()).then(({ weather, ttlMs }) => {
        entry.expiresAt = now() + ttlMs;
        return weather;
      });
      cache.set(key, entry);
      if (cache.size > WEATHER_CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      return entry.answer;
    },
  };
}
