import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import { CLASS_FORM_MESSAGES, moveFormSchema, scheduleFormSchema, sessionFormSchema } from './class-forms.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('class forms', () => {
  it('sends a one-off session as a local date-time, with no room when none is chosen', () => {
    expect(
      sessionFormSchema.parse({
        serviceId: 's1',
        teamMemberId: 'm1',
        resourceId: '',
        date: '2026-12-01',
        time: '09:30',
      }),
    ).toEqual({ serviceId: 's1', teamMemberId: 'm1', resourceId: null, startsAt: '2026-12-01T09:30:00' });
  });

  it('says which field is missing', () => {
    const result = sessionFormSchema.safeParse({
      serviceId: '',
      teamMemberId: '',
      resourceId: '',
      date: '',
      time: '9',
    });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        ['serviceId', CLASS_FORM_MESSAGES.service],
        ['teamMemberId', CLASS_FORM_MESSAGES.instructor],
        ['time', 'Please use a time such as 09:00'],
      ]),
    );
  });

  it('sends one weekly pattern per chosen day, and refuses a last date before the first', () => {
    const values = {
      serviceId: 's1',
      teamMemberId: 'm1',
      resourceId: 'r1',
      days: [1, 3],
      localTime: '18:00',
      startsOn: '2026-12-01',
      endsOn: '',
    };
    const pattern = {
      serviceId: 's1',
      teamMemberId: 'm1',
      resourceId: 'r1',
      localTime: '18:00',
      startsOn: '2026-12-01',
      endsOn: null,
    };
    expect(scheduleFormSchema.parse(values)).toEqual([
      { ...pattern, dayOfWeek: 1 },
      { ...pattern, dayOfWeek: 3 },
    ]);
    expect(messages(scheduleFormSchema.safeParse({ ...values, days: [] }))).toEqual([
      ['days', CLASS_FORM_MESSAGES.days],
    ]);
    expect(messages(scheduleFormSchema.safeParse({ ...values, endsOn: '2026-11-30' }))).toEqual([
      ['endsOn', CLASS_MESSAGES.endsBeforeStart],
    ]);
  });

  it('moves a session to a local date-time', () => {
    expect(moveFormSchema.parse({ date: '2026-12-02', time: '07:15' })).toEqual({
      startsAt: '2026-12-02T07:15:00',
    });
  });
});
