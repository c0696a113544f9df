import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUpWithBusiness } from '#server/test/factories.ts';
import { CITY_REQUIRED_MESSAGE, CITY_TOO_LONG_MESSAGE, FALLBACK_WEATHER } from '#shared/schemas/weather.ts';
import { WEATHER_TIMEOUT_MS } from './weather.service.ts';

/** A stand-in for Open-Meteo's geocoding and forecast APIs; `mode` says how it behaves. */
const provider = {
  mode: 'ok' as 'ok' | 'slow' | 'error',
  forecastCalls: 0,
  server: createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const reply = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (provider.mode === 'error') return res.writeHead(500).end('down');
    if (url.pathname === '/v1/search') {
      const name = url.searchParams.get('name') ?? '';
      if (name === 'Nowhere') return reply({ generationtime_ms: 0.1 });
      const answer = () =>
        reply({ results: [{ name, latitude: 48.85, longitude: 2.35, country: 'France' }] });
      if (provider.mode === 'slow') setTimeout(answer, WEATHER_TIMEOUT_MS + 1500);
      else answer();
      return;
    }
    if (url.pathname === '/v1/forecast') {
      provider.forecastCalls += 1;
      return reply({ current: { temperature_2m: 17.6, weather_code: 61 } });
    }
    res.writeHead(404).end();
  }),
};
provider.server.listen(0, '127.0.0.1');
await once(provider.server, 'listening');
const standIn = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
afterAll(() => {
  provider.server.closeAllConnections();
  provider.server.close();
});

const { app } = await buildTestApp({ env: { WEATHER_API_URL: standIn, WEATHER_GEOCODING_URL: standIn } });
const { cookie } = await signUpWithBusiness(app);
// The tests' default provider address is a port nothing listens on.
const { app: offline } = await buildTestApp();
const weather = (city: string) =>
  app.inject({ url: `/api/weather?city=${encodeURIComponent(city)}`, headers: { cookie } });

describe('GET /api/weather', () => {
  it("answers the provider's weather and asks it once for two requests about one city", async () => {
    provider.mode = 'ok';
    const before = provider.forecastCalls;
    const first = await weather('Paris');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      temperature: 18,
      description: 'light rain',
      location: 'Paris',
      fallback: false,
    });
    const second = await weather(' paris ');
    expect(second.json()).toEqual(first.json());
    expect(provider.forecastCalls - before).toBe(1);
  });

  it('falls back to 22 degrees, partly cloudy, London when the provider errs', async () => {
    provider.mode = 'error';
    const res = await weather('Berlin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FALLBACK_WEATHER);
    expect(res.json()).toMatchObject({ temperature: 22, description: 'partly cloudy', location: 'London' });
  });

  it('falls back within about 2 s when the provider is slow', async () => {
    provider.mode = 'slow';
    const started = Date.now();
    const res = await weather('Tokyo');
    const took = Date.now() - started;
    expect(res.json()).toEqual(FALLBACK_WEATHER);
    expect(took).toBeGreaterThanOrEqual(WEATHER_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(WEATHER_TIMEOUT_MS + 1000);
  });

  it('answers 404 for a city the provider does not know', async () => {
    provider.mode = 'ok';
    const res = await weather('Nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No city called "Nowhere" was found');
  });

  it('validates the city and needs a signed-in user', async () => {
    const missing = await app.inject({ url: '/api/weather', headers: { cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CITY_REQUIRED_MESSAGE);
    const blank = await weather('  ');
    expect(blank.json().message).toBe(CITY_REQUIRED_MESSAGE);
    const long = await weather('x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(CITY_TOO_LONG_MESSAGE);
    expect((await app.inject({ url: '/api/weather?city=London' })).statusCode).toBe(401);
  });
});

describe('fallback when nothing listens', () => {
  it('answers the fallback at once when the provider is unreachable', async () => {
    const owner = await signUpWithBusiness(offline);
    const started = Date.now();
    const res = await offline.inject({ url: '/api/weather?city=Sydney', headers: { cookie: owner.cookie } });
    expect(res.json()).toEqual(FALLBACK_WEATHER);
    expect(Date.now() - started).toBeLessThan(WEATHER_TIMEOUT_MS);
  });
});
