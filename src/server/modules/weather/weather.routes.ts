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
    onProviderError: (error) =>
      app.log.warn({ err: error }, 'weather provider unavailable; answering the fallback'),
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
