// GET /api/weather?city= for the owner's dashboard card (spec part 2 §7).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { signedInOnly } from '#server/plugins/auth.ts';
import { AppError } from '#shared/errors.ts';
import { weatherQuerySchema, weatherSchema } from '#shared/schemas/weather.ts';
import { createWeatherService } from './weather.service.ts';

export async function weatherRoutes(app: FastifyInstance, { env }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const weather = createWeatherService({
    forecastUrl: env.WEATHER_API_URL,
    geocodingUrl: env.WEATHER_GEOCODING_URL,
    // One line, not a stack: an unreachable provider is an outside fact, and its reason (fetch's cause) says it.
    onProviderError: (error) =>
      app.log.warn(
        { reason: providerFailure(error) },
        'weather provider unavailable; answering the fallback',
      ),
  });

  r.get(
    '/api/weather',
    {
      preValidation: signedInOnly,
      schema: {
        querystring: weatherQuerySchema,
        response: { 200: weatherSchema, 400: messageSchema, 401: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      // The card is part of an owner's dashboard: not a public relay to the provider.
      sessionBusiness(request);
      const answer = await weather.getWeather(request.query.city);
      if (!answer) throw new AppError('NOT_FOUND', `No city called "${request.query.city}" was found`);
      return answer;
    },
  );
}

/** Why the provider could not answer, in a line: fetch's own cause (refused, bad port, timeout) when it has one. */
function providerFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}
