// The period reports as CSV tables: the same figures as the JSON, one section per table; headings and words in the
// language of whoever asks (docs/decisions/048), the figures and dates as the JSON has them.

import type { CsvCell } from '#server/platform/csv.ts';
import type { ExportWordId, ExportWords } from '#server/platform/export-words.ts';
import type {
  AnalyticsPeriod,
  ClientsReport,
  Metric,
  OverviewReport,
  RevenueReport,
  ServicesReport,
} from '#shared/schemas/analytics.ts';

type Header = Pick<OverviewReport, 'period' | 'range' | 'currency'>;

const PERIOD = {
  '7d': 'report.period.7d',
  '30d': 'report.period.30d',
  '90d': 'report.period.90d',
  '1y': 'report.period.1y',
} as const satisfies Record<AnalyticsPeriod, ExportWordId>;

function heading(title: ExportWordId, report: Header, { t }: ExportWords): CsvCell[][] {
  const { range } = report;
  return [
    [t(title), t(PERIOD[report.period])],
    [t('report.from'), range.from, t('report.to'), range.to],
    [t('report.previousFrom'), range.previousFrom, t('report.previousTo'), range.previousTo],
    [],
  ];
}

const metricRow = (label: string, metric: Metric): CsvCell[] => [
  label,
  metric.value,
  metric.previous,
  metric.growth,
];
const metricHeader = ({ t }: ExportWords) => [
  t('report.metric'),
  t('report.thisPeriod'),
  t('report.previousPeriod'),
  t('report.change'),
];

/** A heading of money: the word and the report's currency ('Revenue (USD)'). */
const inMoney = ({ t }: ExportWords, id: ExportWordId, report: Header) => `${t(id)} (${report.currency})`;

export function overviewCsv(report: OverviewReport, words: ExportWords): CsvCell[][] {
  const { t } = words;
  const revenue = inMoney(words, 'report.revenue', report);
  return [
    ...heading('report.overview', report, words),
    metricHeader(words),
    metricRow(revenue, report.revenue),
    metricRow(t('report.bookings'), report.bookings),
    metricRow(t('report.newClients'), report.newClients),
    metricRow(inMoney(words, 'report.averageBookingValue', report), report.avgBookingValue),
    metricRow(t('report.cancellationRate'), report.cancellationRate),
    metricRow(t('report.noShowRate'), report.noShowRate),
    [],
    [t(report.bucket === 'day' ? 'report.date' : 'report.weekStarting'), revenue, t('report.bookings')],
    ...report.series.map((point) => [point.date, point.revenue, point.bookings]),
  ];
}

export function revenueCsv(report: RevenueReport, words: ExportWords): CsvCell[][] {
  const { t } = words;
  const revenue = inMoney(words, 'report.revenue', report);
  const breakdown = (title: ExportWordId, rows: RevenueReport['byService']): CsvCell[][] => [
    [t(title), revenue, t('report.bookings'), t('report.share')],
    ...rows.map((row) => [row.name, row.revenue, row.bookings, row.share]),
    [],
  ];
  const { monthly, quarterly } = report.goals;
  return [
    ...heading('report.revenue', report, words),
    metricHeader(words),
    metricRow(revenue, report.total),
    [],
    ...breakdown('report.service', report.byService),
    ...breakdown('report.staffMember', report.byStaff),
    [t('report.dayOfWeek'), revenue, t('report.bookings')],
    ...report.byDayOfWeek.map((day) => [words.weekday(day.dayOfWeek), day.revenue, day.bookings]),
    [],
    [
      t('report.goal'),
      inMoney(words, 'report.target', report),
      inMoney(words, 'report.value', report),
      t('report.progress'),
      t('report.from'),
      t('report.to'),
    ],
    [t('report.monthly'), monthly.target, monthly.value, monthly.progress, monthly.from, monthly.to],
    [
      t('report.quarterly'),
      quarterly.target,
      quarterly.value,
      quarterly.progress,
      quarterly.from,
      quarterly.to,
    ],
  ];
}

export function servicesCsv(report: ServicesReport, words: ExportWords): CsvCell[][] {
  const { t, yesNo } = words;
  return [
    ...heading('report.services', report, words),
    [
      t('report.service'),
      t('report.archived'),
      t('report.bookings'),
      t('report.allBookings'),
      inMoney(words, 'report.revenue', report),
      inMoney(words, 'report.averagePrice', report),
      t('report.cancellationRate'),
      t('report.noShowRate'),
    ],
    ...report.services.map((s) => [
      s.name,
      yesNo(s.archived),
      s.bookings,
      s.totalBookings,
      s.revenue,
      s.averagePrice,
      s.cancellationRate,
      s.noShowRate,
    ]),
  ];
}

export function clientsCsv(report: ClientsReport, words: ExportWords): CsvCell[][] {
  const { t } = words;
  return [
    ...heading('report.clients', report, words),
    metricHeader(words),
    metricRow(t('report.activeClients'), report.activeClients),
    metricRow(t('report.newClients'), report.newClients),
    metricRow(t('report.returningClients'), report.returningClients),
    [],
    [t('report.retention'), t('report.cameBack'), t('report.previousClients')],
    [report.retention.rate, report.retention.retained, report.retention.base],
    [],
    [t('report.topClient'), t('report.visits'), inMoney(words, 'report.revenue', report)],
    ...report.topClients.map((c) => [c.name, c.visits, c.revenue]),
  ];
}
