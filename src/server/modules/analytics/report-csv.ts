// The period reports as CSV tables: the same figures as the JSON, one section per table.

import type { CsvCell } from '#server/platform/csv.ts';
import {
  type ClientsReport,
  type Metric,
  type OverviewReport,
  PERIOD_LABELS,
  type RevenueReport,
  type ServicesReport,
} from '#shared/schemas/analytics.ts';

type Header = Pick<OverviewReport, 'period' | 'range' | 'currency'>;

function heading(title: string, report: Header): CsvCell[][] {
  const { range } = report;
  return [
    [title, PERIOD_LABELS[report.period]],
    ['From', range.from, 'To', range.to],
    ['Previous from', range.previousFrom, 'Previous to', range.previousTo],
    [],
  ];
}

const metricRow = (label: string, metric: Metric): CsvCell[] => [
  label,
  metric.value,
  metric.previous,
  metric.growth,
];
const METRIC_HEADER = ['Metric', 'This period', 'Previous period', 'Change %'];

export function overviewCsv(report: OverviewReport): CsvCell[][] {
  const money = `(${report.currency})`;
  return [
    ...heading('Overview', report),
    METRIC_HEADER,
    metricRow(`Revenue ${money}`, report.revenue),
    metricRow('Bookings', report.bookings),
    metricRow('New clients', report.newClients),
    metricRow(`Average booking value ${money}`, report.avgBookingValue),
    metricRow('Cancellation rate %', report.cancellationRate),
    metricRow('No-show rate %', report.noShowRate),
    [],
    [report.bucket === 'day' ? 'Date' : 'Week starting', `Revenue ${money}`, 'Bookings'],
    ...report.series.map((point) => [point.date, point.revenue, point.bookings]),
  ];
}

export function revenueCsv(report: RevenueReport): CsvCell[][] {
  const money = `(${report.currency})`;
  const breakdown = (title: string, rows: RevenueReport['byService']): CsvCell[][] => [
    [title, `Revenue ${money}`, 'Bookings', 'Share %'],
    ...rows.map((row) => [row.name, row.revenue, row.bookings, row.share]),
    [],
  ];
  const { monthly, quarterly } = report.goals;
  return [
    ...heading('Revenue', report),
    METRIC_HEADER,
    metricRow(`Revenue ${money}`, report.total),
    [],
    ...breakdown('Service', report.byService),
    ...breakdown('Staff member', report.byStaff),
    ['Day of week', `Revenue ${money}`, 'Bookings'],
    ...report.byDayOfWeek.map((day) => [day.label, day.revenue, day.bookings]),
    [],
    ['Goal', `Target ${money}`, `Value ${money}`, 'Progress %', 'From', 'To'],
    ['Monthly', monthly.target, monthly.value, monthly.progress, monthly.from, monthly.to],
    ['Quarterly', quarterly.target, quarterly.value, quarterly.progress, quarterly.from, quarterly.to],
  ];
}

export function servicesCsv(report: ServicesReport): CsvCell[][] {
  const money = `(${report.currency})`;
  return [
    ...heading('Services', report),
    [
      'Service',
      'Archived',
      'Bookings',
      'All bookings',
      `Revenue ${money}`,
      `Average price ${money}`,
      'Cancellation rate %',
      'No-show rate %',
    ],
    ...report.services.map((s) => [
      s.name,
      s.archived,
      s.bookings,
      s.totalBookings,
      s.revenue,
      s.averagePrice,
      s.cancellationRate,
      s.noShowRate,
    ]),
  ];
}

export function clientsCsv(report: ClientsReport): CsvCell[][] {
  const money = `(${report.currency})`;
  return [
    ...heading('Clients', report),
    METRIC_HEADER,
    metricRow('Active clients', report.activeClients),
    metricRow('New clients', report.newClients),
    metricRow('Returning clients', report.returningClients),
    [],
    ['Retention %', 'Came back', 'Clients in previous period'],
    [report.retention.rate, report.retention.retained, report.retention.base],
    [],
    ['Top client', 'Visits', `Revenue ${money}`],
    ...report.topClients.map((c) => [c.name, c.visits, c.revenue]),
  ];
}
