// Analytics contracts: dashboard summary, owner targets, Live Activity and the period reports of /analytics.
// Money in analytics is a JSON number of currency units rounded to cents (1234.5 means $1,234.50): charts and
// sums need numbers. Entity APIs (bookings, clients) keep 2-decimal strings. Percentages are numbers with at
// most one decimal; progress values are whole percentages capped to 0–100.
import { z } from 'zod';
import {
  notificationNewsSchema,
  notificationPrioritySchema,
  notificationTypeSchema,
} from './notification.ts';

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS);
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;
export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export const periodQuerySchema = z.object({ period: analyticsPeriodSchema.default('30d') });

// ---- targets ----

export const DEFAULT_TARGETS = {
  monthlyRevenue: 3000,
  weeklyBookings: 20,
  clientGrowth: 100,
  quarterlyRevenue: 9000,
} as const;

export const targetsSchema = z.object({
  monthlyRevenue: z.number(),
  weeklyBookings: z.number(),
  clientGrowth: z.number(),
  quarterlyRevenue: z.number(),
});
export type Targets = z.infer<typeof targetsSchema>;

const moneyTarget = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be greater than 0`)
    .max(99_999_999, `${label} is too large`)
    .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), `${label} can have at most 2 decimals`);
const countTarget = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be greater than 0`)
    .max(max, `${label} is too large`);

export const updateTargetsInputSchema = z
  .object({
    monthlyRevenue: moneyTarget('Monthly revenue target'),
    weeklyBookings: countTarget('Weekly bookings target', 100_000),
    clientGrowth: countTarget('Client growth target', 10_000_000),
    quarterlyRevenue: moneyTarget('Quarterly revenue target'),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Please set at least one target');
export type UpdateTargetsInput = z.infer<typeof updateTargetsInputSchema>;

// ---- dashboard ----

const localDateRangeSchema = z.object({ from: z.string(), to: z.string() });

export const dashboardSummarySchema = z.object({
  monthlyRevenue: z.number(),
  monthlyRevenueTarget: z.number(),
  monthlyRevenueProgress: z.number(),
  /** Part 1's name and part 2's name for the same figure. */
  weekBookings: z.number(),
  weeklyBookings: z.number(),
  weeklyBookingTarget: z.number(),
  weeklyBookingProgress: z.number(),
  totalClients: z.number(),
  clientGrowthTarget: z.number(),
  clientProgress: z.number(),
  /** One decimal; null when there are no reviews (the screen then shows the spec's 5.0). */
  avgRating: z.number().nullable(),
  totalReviews: z.number(),
  satisfactionProgress: z.number(),
  currency: z.string(),
  timeZone: z.string(),
  /** The local calendar month and Monday-to-Sunday week the figures cover (inclusive dates). */
  month: localDateRangeSchema,
  week: localDateRangeSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

// ---- activity ----

export const activityItemSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  description: z.string(),
  /** ISO instant. */
  time: z.string(),
  priority: notificationPrioritySchema,
  unread: z.boolean(),
  amount: z.number().optional(),
  rating: z.number().optional(),
  client: z.string().optional(),
  actionUrl: z.string().nullable(),
  news: notificationNewsSchema.optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(6) });
export const activityResponseSchema = z.object({
  items: z.array(activityItemSchema),
  unreadCount: z.number(),
});

// ---- period reports ----

/** value/previous are null when undefined (a rate with no bookings); growth is the % change, null when the
 * previous value is 0 or null. */
export const metricSchema = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  growth: z.number().nullable(),
});
export type Metric = z.infer<typeof metricSchema>;

/** Inclusive local dates of the period and of the previous period of equal length. */
export const periodRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
});

const reportBase = {
  period: analyticsPeriodSchema,
  range: periodRangeSchema,
  currency: z.string(),
  timeZone: z.string(),
};

export const overviewReportSchema = z.object({
  ...reportBase,
  bucket: z.enum(['day', 'week']),
  revenue: metricSchema,
  bookings: metricSchema,
  newClients: metricSchema,
  avgBookingValue: metricSchema,
  cancellationRate: metricSchema,
  noShowRate: metricSchema,
  /** Every bucket of the period, empty ones included; `date` is the bucket's first local date. */
  series: z.array(z.object({ date: z.string(), revenue: z.number(), bookings: z.number() })),
});
export type OverviewReport = z.infer<typeof overviewReportSchema>;

const breakdownRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  revenue: z.number(),
  bookings: z.number(),
  /** Share of the period's revenue, in percent. */
  share: z.number(),
});

const goalSchema = z.object({
  target: z.number(),
  value: z.number(),
  progress: z.number(),
  ...localDateRangeSchema.shape,
});

export const revenueReportSchema = z.object({
  ...reportBase,
  total: metricSchema,
  byService: z.array(breakdownRowSchema),
  byStaff: z.array(breakdownRowSchema),
  /** Seven rows, Monday (1) to Sunday (7). */
  byDayOfWeek: z.array(
    z.object({ dayOfWeek: z.number(), label: z.string(), revenue: z.number(), bookings: z.number() }),
  ),
  /** The current local calendar month and quarter, whatever the period. */
  goals: z.object({ monthly: goalSchema, quarterly: goalSchema }),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const servicesReportSchema = z.object({
  ...reportBase,
  services: z.array(
    z.object({
      serviceId: z.string(),
      name: z.string(),
      archived: z.boolean(),
      bookings: z.number(),
      totalBookings: z.number(),
      revenue: z.number(),
      averagePrice: z.number().nullable(),
      cancellationRate: z.number().nullable(),
      noShowRate: z.number().nullable(),
      /** A class (decision 036): its sessions in the period (not cancelled), their seats, the seats booked and the
       * seats checked in (or completed); fillRate = booked / capacity, attendanceRate = attended / booked of the
       * sessions that have started (percent, null without seats). Null for a one-to-one service. */
      classes: z
        .object({
          sessions: z.number(),
          capacity: z.number(),
          seatsBooked: z.number(),
          fillRate: z.number().nullable(),
          attended: z.number(),
          attendanceRate: z.number().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type ServicesReport = z.infer<typeof servicesReportSchema>;

export const clientsReportSchema = z.object({
  ...reportBase,
  activeClients: metricSchema,
  newClients: metricSchema,
  returningClients: metricSchema,
  retention: z.object({ rate: z.number().nullable(), retained: z.number(), base: z.number() }),
  topClients: z.array(
    z.object({ clientId: z.string(), name: z.string(), visits: z.number(), revenue: z.number() }),
  ),
});
export type ClientsReport = z.infer<typeof clientsReportSchema>;

export const popularTimesReportSchema = z.object({
  ...reportBase,
  total: z.number(),
  /** Busiest cell's count (0 when there are no bookings), to scale a heat map. */
  max: z.number(),
  /** matrix[d][h]: bookings starting on weekday d (0 = Monday … 6 = Sunday) in local hour h (0–23). */
  matrix: z.array(z.array(z.number())),
  byDay: z.array(z.object({ dayOfWeek: z.number(), label: z.string(), bookings: z.number() })),
  byHour: z.array(z.object({ hour: z.number(), bookings: z.number() })),
});
export type PopularTimesReport = z.infer<typeof popularTimesReportSchema>;
