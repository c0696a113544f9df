// GET /api/weather?city=: the weather card's data, refreshed every 15 minutes. Any failure, or no answer within
// CLIENT_WEATHER_TIMEOUT_MS, gives the spec's fallback (22 degrees, partly cloudy, London): the card never spins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { FALLBACK_WEATHER, WEATHER_REFRESH_MS, type Weather } from '#shared/schemas/weather.ts';

/** The server answers within about 2 s even when the provider is slow; this covers the server itself. */
export const CLIENT_WEATHER_TIMEOUT_MS = 5000;

export async function getWeather(city: string): Promise<Weather> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('weather timed out')), CLIENT_WEATHER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      apiRequest<Weather>('GET', `/api/weather?city=${encodeURIComponent(city)}`),
      timeout,
    ]);
  } catch {
    return FALLBACK_WEATHER;
  } finally {
    clearTimeout(timer);
  }
}

export const weatherQueryOptions = (city: string) =>
  queryOptions({
    queryKey: ['/api/weather', { city }] as const,
    queryFn: () => getWeather(city),
    refetchInterval: WEATHER_REFRESH_MS,
  });

export function useWeather(city: string) {
  return useQuery(weatherQueryOptions(city));
}
