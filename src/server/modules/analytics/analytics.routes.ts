// Analytics endpoints: dashboard summary, targets, Live Activity and the period reports (JSON and CSV).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ModuleOptions } from '#server/modules/module-options.ts';
import {
  listActivity,
  markAllNotificationsRead,
} from '#server/modules/notifications/notifications.service.ts';
import { sessionBusiness } from '#server/platform/business-access.ts';
import type { Business } from '#server/platform/business-context.ts';
import { type CsvCell, sendCsv } from '#server/platform/csv.ts';
import { type ExportWords, exportWords } from '#server/platform/export-words.ts';
import { messageSchema } from '#server/platform/message-schema.ts';
import { errorLocale } from '#server/plugins/request-locale.ts';
import { localDateOf } from '#shared/domain/local-time.ts';
import {
  type AnalyticsPeriod,
  activityQuerySchema,
  activityResponseSchema,
  clientsReportSchema,
  dashboardSummarySchema,
  overviewReportSchema,
  periodQuerySchema,
  popularTimesReportSchema,
  revenueReportSchema,
  servicesReportSchema,
  targetsSchema,
  updateTargetsInputSchema,
} from '#shared/schemas/analytics.ts';
import { markAllReadResponseSchema } from '#shared/schemas/notification.ts';
import { getClientsReport } from './clients-report.service.ts';
import { getDashboardSummary, resolveTargets, updateTargets } from './dashboard.service.ts';
import { getOverviewReport } from './overview.service.ts';
import { getPopularTimesReport } from './popular-times.service.ts';
import { clientsCsv, overviewCsv, revenueCsv, servicesCsv } from './report-csv.ts';
import { getRevenueReport } from './revenue.service.ts';
import { getServicesReport } from './services-report.service.ts';

const errors = { 401: messageSchema, 404: messageSchema };

type ReportOptions = { db: ModuleOptions['db']; business: Business; period: AnalyticsPeriod };

/** GET /api/analytics/{name}.csv?period=: the report's figures as a CSV download, its words in the language of
 * whoever asks (errorLocale's rule). The body is CSV text, not JSON, so only the query and the error replies have
 * schemas. */
function registerCsv<T>(
  app: FastifyInstance,
  db: ModuleOptions['db'],
  report: {
    name: string;
    load: (options: ReportOptions) => Promise<T>;
    csv: (report: T, words: ExportWords) => CsvCell[][];
  },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `/api/analytics/${report.name}.csv`,
      { schema: { querystring: periodQuerySchema, response: errors } },
      async (request, reply) => {
        const business = sessionBusiness(request);
        const { period } = request.query;
        const rows = report.csv(
          await report.load({ db, business, period }),
          exportWords(errorLocale(request)),
        );
        const today = localDateOf(new Date(), business.timezone);
        return sendCsv(reply, { fileName: `${report.name}-${period}-${today}.csv`, rows });
      },
    );
}

export async function analyticsRoutes(app: FastifyInstance, options: ModuleOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/analytics/dashboard',
    { schema: { response: { 200: dashboardSummarySchema, ...errors } } },
    async (request) => getDashboardSummary({ db, businessId: sessionBusiness(request).id, now: new Date() }),
  );

  r.get(
    '/api/analytics/targets',
    { schema: { response: { 200: targetsSchema, ...errors } } },
    async (request) => {
      const business = sessionBusiness(request);
      return resolveTargets(business.targets);
    },
  );

  r.put(
    '/api/analytics/targets',
    { schema: { body: updateTargetsInputSchema, response: { 200: targetsSchema, ...errors } } },
    async (request) => {
      const business = sessionBusiness(request);
      return updateTargets({ db, businessId: business.id, input: request.body });
    },
  );

  r.get(
    '/api/analytics/activity',
    { schema: { querystring: activityQuerySchema, response: { 200: activityResponseSchema, ...errors } } },
    async (request) => {
      const business = sessionBusiness(request);
      return listActivity({ db, businessId: business.id, limit: request.query.limit });
    },
  );

  r.post(
    '/api/analytics/activity/read-all',
    { schema: { response: { 200: markAllReadResponseSchema, ...errors } } },
    async (request) => {
      const business = sessionBusiness(request);
      return { updated: await markAllNotificationsRead({ db, businessId: business.id }) };
    },
  );

  const periodReport = <S extends z.ZodType>(schema: S) => ({
    schema: { querystring: periodQuerySchema, response: { 200: schema, ...errors } },
  });

  r.get('/api/analytics/overview', periodReport(overviewReportSchema), async (request) => {
    const business = sessionBusiness(request);
    return getOverviewReport({ db, business, period: request.query.period, now: new Date() });
  });

  r.get('/api/analytics/revenue', periodReport(revenueReportSchema), async (request) => {
    const business = sessionBusiness(request);
    return getRevenueReport({ db, business, period: request.query.period, now: new Date() });
  });

  r.get('/api/analytics/services', periodReport(servicesReportSchema), async (request) => {
    const business = sessionBusiness(request);
    return getServicesReport({ db, business, period: request.query.period, now: new Date() });
  });

  r.get('/api/analytics/clients', periodReport(clientsReportSchema), async (request) => {
    const business = sessionBusiness(request);
    return getClientsReport({ db, business, period: request.query.period, now: new Date() });
  });

  r.get('/api/analytics/popular-times', periodReport(popularTimesReportSchema), async (request) => {
    const business = sessionBusiness(request);
    return getPopularTimesReport({ db, business, period: request.query.period, now: new Date() });
  });

  registerCsv(app, db, { name: 'overview', load: getOverviewReport, csv: overviewCsv });
  registerCsv(app, db, { name: 'revenue', load: getRevenueReport, csv: revenueCsv });
  registerCsv(app, db, { name: 'services', load: getServicesReport, csv: servicesCsv });
  registerCsv(app, db, { name: 'clients', load: getClientsReport, csv: clientsCsv });
}
