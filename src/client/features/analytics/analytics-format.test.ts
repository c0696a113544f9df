import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  chartTicks,
  describeGrowth,
  formatBucketLabel,
  formatCount,
  formatCurrency,
  formatCurrencyCompact,
  formatGrowth,
  formatHour,
  formatLocalDate,
  formatPercent,
  formatRange,
  formatWeekday,
  growthTrend,
  heatLevel,
  labelStride,
  niceMax,
} from './analytics-format.ts';

describe('growth', () => {
  it("shows '—' when there is nothing to compare with, never a made-up figure", () => {
    expect(formatGrowth(null)).toBe('—');
    expect(formatGrowth(undefined)).toBe('—');
    expect(formatGrowth(Number.NaN)).toBe('—');
    expect(growthTrend(null)).toBe('none');
    expect(describeGrowth(null)).toBe('No previous period to compare with');
  });

  it('signs and rounds to one decimal', () => {
    expect(formatGrowth(12.46)).toBe('+12.5%');
    expect(formatGrowth(-3)).toBe('−3%');
    expect(formatGrowth(0.01)).toBe('0%');
    expect(formatGrowth(1500)).toBe('+1,500%');
    expect(growthTrend(4)).toBe('up');
    expect(growthTrend(-0.4)).toBe('down');
    expect(growthTrend(0.04)).toBe('flat');
    expect(describeGrowth(12.5)).toBe('Up 12.5% on the previous period');
    expect(describeGrowth(-20)).toBe('Down 20% on the previous period');
    expect(describeGrowth(0)).toBe('Unchanged from the previous period');
  });
});

describe('numbers', () => {
  it('formats percentages, money and counts, with — for unknown values', () => {
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(12.34)).toBe('12.3%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatCurrency(0, 'USD')).toBe('$0.00');
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCurrency(null, 'USD')).toBe('—');
    expect(formatCurrency(5, 'XXX1')).toBe('$5.00');
    expect(formatCurrencyCompact(1200, 'USD')).toBe('$1.2K');
    expect(formatCurrencyCompact(0, 'USD')).toBe('$0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(null)).toBe('—');
  });
});

describe('dates and hours', () => {
  it('reads local dates without shifting them', () => {
    expect(formatLocalDate('2025-03-01')).toBe('Mar 1');
    expect(formatLocalDate('2025-12-31', true)).toBe('Dec 31, 2025');
    expect(formatLocalDate('junk')).toBe('junk');
    expect(formatBucketLabel('2025-03-03', 'week')).toBe('Week of Mar 3');
    expect(formatBucketLabel('2025-03-03', 'day')).toBe('Mar 3');
    expect(formatRange('2025-03-01', '2025-03-30')).toBe('Mar 1 – Mar 30, 2025');
    expect(formatRange('2024-12-01', '2025-02-28')).toBe('Dec 1, 2024 – Feb 28, 2025');
  });

  it('labels hours on a 12-hour clock', () => {
    expect(formatHour(0)).toBe('12 AM');
    expect(formatHour(9)).toBe('9 AM');
    expect(formatHour(12)).toBe('12 PM');
    expect(formatHour(23)).toBe('11 PM');
  });
});

describe('chart scales', () => {
  it('rounds the axis top to a readable value', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(120)).toBe(200);
    expect(niceMax(230)).toBe(250);
    expect(niceMax(1000)).toBe(1000);
    expect(axisTicks(200, 4)).toEqual([0, 50, 100, 150, 200]);
  });

  it('picks readable ticks, whole ones for counts', () => {
    expect(chartTicks(290)).toEqual([0, 100, 200, 300, 400, 500]);
    expect(chartTicks(180)).toEqual([0, 50, 100, 150, 200]);
    expect(chartTicks(0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(chartTicks(0, { whole: true })).toEqual([0, 1]);
    expect(chartTicks(2, { whole: true })).toEqual([0, 1, 2]);
    expect(chartTicks(4, { whole: true })).toEqual([0, 1, 2, 3, 4, 5]);
    expect(chartTicks(7, { whole: true })).toEqual([0, 2, 4, 6, 8, 10]);
    expect(chartTicks(18, { whole: true })).toEqual([0, 5, 10, 15, 20]);
    expect(chartTicks(90, { whole: true })).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('shades heat-map cells relative to the busiest', () => {
    expect(heatLevel(0, 10)).toBe(0);
    expect(heatLevel(5, 0)).toBe(0);
    expect(heatLevel(1, 10)).toBe(1);
    expect(heatLevel(3, 10)).toBe(2);
    expect(heatLevel(6, 10)).toBe(3);
    expect(heatLevel(10, 10)).toBe(4);
  });

  it('thins out labels', () => {
    expect(labelStride(7, 10)).toBe(1);
    expect(labelStride(30, 10)).toBe(3);
    expect(labelStride(53, 8)).toBe(7);
  });
});

describe('in another language (docs/decisions/041)', () => {
  it('formats growth, percentages, money and counts the language’s way', () => {
    expect(formatGrowth(12.46, 'de')).toBe('+12,5\u00a0%');
    expect(formatGrowth(-3, 'de')).toBe('-3\u00a0%');
    expect(formatGrowth(null, 'de')).toBe('—');
    expect(describeGrowth(12.5, 'de', (trend, percent) => `${trend} ${percent}`)).toBe('up 12,5\u00a0%');
    expect(describeGrowth(0, 'de', (trend) => trend)).toBe('flat');
    expect(formatPercent(62.5, 'de')).toBe('62,5\u00a0%');
    expect(formatPercent(null, 'de')).toBe('—');
    expect(formatCurrency(1234.5, 'USD', 'de')).toBe('1.234,50\u00a0$');
    expect(formatCurrencyCompact(1200, 'EUR', 'fr')).toBe('1,2\u00a0k\u00a0€');
    expect(formatCount(1234, 'de')).toBe('1.234');
  });

  it('names days, weeks, ranges, hours and weekdays in the language', () => {
    expect(formatLocalDate('2025-03-04', false, 'de')).toBe('4. März');
    expect(formatLocalDate('2025-12-31', true, 'de')).toBe('31. Dez. 2025');
    expect(formatBucketLabel('2025-03-03', 'week', 'de', (day) => `Woche ab ${day}`)).toBe(
      'Woche ab 3. März',
    );
    expect(formatRange('2025-03-04', '2025-04-02', 'de')).toBe('4. März\u2009–\u20092. Apr. 2025');
    expect(formatHour(13, 'de')).toBe('13:00');
    expect(formatWeekday(1, 'long', 'de')).toBe('Montag');
    expect(formatWeekday(7, 'short', 'fr')).toBe('dim.');
  });

  it('keeps English as it was: weekdays are the server’s English labels', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => formatWeekday(day, 'long'))).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(formatWeekday(3, 'short')).toBe('Wed');
  });
});
