import { describe, expect, it } from 'vitest';
import { HELP_ANSWERS, searchHelp } from './help-topics.ts';

describe('searchHelp', () => {
  it('lists every answer for an empty search', () => {
    expect(searchHelp('  ')).toHaveLength(HELP_ANSWERS.length);
  });

  it('finds answers holding every word, in any case', () => {
    expect(searchHelp('REFUND').map((a) => a.id)).toEqual(['payments']);
    expect(searchHelp('export json').map((a) => a.id)).toEqual(['data-export']);
    expect(searchHelp('holiday').map((a) => a.id)).toEqual(['time-off']);
    expect(searchHelp('refund holiday')).toEqual([]);
  });

  it('covers booking, hours and time off, reminders, payments, the client dashboard and data export', () => {
    const topics = new Set(HELP_ANSWERS.map((a) => a.topic));
    for (const topic of ['booking', 'hours', 'reminders', 'payments', 'client-dashboard', 'data']) {
      expect(topics.has(topic as never), topic).toBe(true);
    }
    for (const answer of HELP_ANSWERS) expect(answer.link.href).toMatch(/^\//);
  });
});
