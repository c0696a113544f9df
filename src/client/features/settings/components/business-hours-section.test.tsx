// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { BusinessHoursSection } from './business-hours-section.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const weekday = (dayOfWeek: number, openTime = '09:00', closeTime = '17:00') => ({
  dayOfWeek,
  isOpen: true,
  openTime,
  closeTime,
  breaks: [],
});

/** The spec's defaults, Sunday first as the API answers. */
const saved = {
  hours: [
    { ...weekday(0, '12:00', '16:00'), isOpen: false },
    ...[1, 2, 3, 4, 5].map((dayOfWeek) => weekday(dayOfWeek)),
    weekday(6, '10:00', '16:00'),
  ],
};

async function renderSection(answers: Record<string, unknown> = {}) {
  const view = renderWithApi(<BusinessHoursSection />, { 'GET /api/business-hours': saved, ...answers });
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'Weekly hours' });
  const setTime = async (label: string, time: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (time) await user.type(input, time);
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Save Hours' }));
  return { ...view, user, setTime, save };
}

function addBreak(day: string) {
  const row = screen.getAllByRole('listitem').find((item) => within(item).queryByText(day, { exact: true }));
  if (!row) throw new Error(`No row for ${day}`);
  return within(row).getByRole('button', { name: 'Add break' });
}

/** The message an input is described by, once it is marked invalid. */
function errorOf(label: string) {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent);
}

describe('BusinessHoursSection', () => {
  it('refuses closing before opening with the schema’s message, sends nothing, and clears it once fixed', async () => {
    const { setTime, save, writes } = await renderSection();
    await setTime('Monday closing time', '08:00');
    await save();

    expect(await screen.findByText('Monday: closing must be after opening')).toBeTruthy();
    expect(errorOf('Monday closing time')).toEqual(['Monday: closing must be after opening']);
    expect(screen.getByLabelText('Monday opening time').getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(screen.getByLabelText('Monday closing time'));
    expect(writes()).toEqual([]);
    expect(toast).not.toHaveBeenCalled();

    // The opening time is the other half of the rule: changing it checks the closing time again.
    await setTime('Monday opening time', '07:00');
    await vi.waitFor(() => expect(screen.queryByText('Monday: closing must be after opening')).toBeNull());
    expect(screen.getByLabelText('Monday closing time').getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses a break outside the opening hours, and an emptied time', async () => {
    const { user, setTime, save, writes } = await renderSection();
    await user.click(addBreak('Tuesday'));
    expect((screen.getByLabelText('Tuesday break 1 start') as HTMLInputElement).value).toBe('12:00');
    await setTime('Tuesday break 1 end', '18:00');
    await setTime('Wednesday opening time', '');
    await save();

    const breaks = 'Tuesday: breaks must lie within opening hours and not overlap';
    expect(await screen.findByText(breaks)).toBeTruthy();
    expect(errorOf('Tuesday break 1 start')).toEqual([breaks]);
    expect(errorOf('Tuesday break 1 end')).toEqual([breaks]);
    expect(errorOf('Wednesday opening time')).toEqual(['Please use a time such as 09:00']);
    expect(writes()).toEqual([]);

    // After a refused save the breaks are checked again as they change, and when one is removed.
    await setTime('Tuesday break 1 end', '13:00');
    await vi.waitFor(() => expect(screen.queryByText(breaks)).toBeNull());
    await setTime('Tuesday break 1 end', '18:00');
    expect(await screen.findByText(breaks)).toBeTruthy();
    expect(errorOf('Tuesday break 1 start')).toEqual([breaks]);
    await user.click(screen.getByRole('button', { name: 'Remove Tuesday break 1' }));
    await vi.waitFor(() => expect(screen.queryByText(breaks)).toBeNull());
    expect(screen.getByText('Please use a time such as 09:00')).toBeTruthy();
  });

  it('sends the week as the API takes it and confirms with the spec’s toast', async () => {
    const { user, setTime, save, writes } = await renderSection({
      'PUT /api/business-hours': {
        hours: saved.hours.map((day) => (day.dayOfWeek === 1 ? { ...day, isOpen: false } : day)),
      },
    });
    await user.click(screen.getByRole('switch', { name: 'Open on Monday' }));
    await user.click(addBreak('Tuesday'));
    await setTime('Saturday closing time', '15:00');
    await save();

    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Business hours saved',
        description: 'Clients can book within your new hours.',
      }),
    );
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/business-hours',
        body: {
          hours: [
            { ...weekday(0, '12:00', '16:00'), isOpen: false },
            { ...weekday(1), isOpen: false },
            { ...weekday(2), breaks: [{ start: '12:00', end: '13:00' }] },
            weekday(3),
            weekday(4),
            weekday(5),
            weekday(6, '10:00', '15:00'),
          ],
        },
      },
    ]);
    // The saved answer is the form's new start: nothing left to save or discard.
    expect((screen.getByRole('button', { name: 'Save Hours' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
  });

  it('keeps a closed day’s times, and discards changes back to the saved hours', async () => {
    const { user, setTime } = await renderSection();
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();
    await setTime('Friday closing time', '18:00');
    await user.click(addBreak('Friday'));
    // Closing a day hides its times and keeps them for when it opens again.
    await user.click(screen.getByRole('switch', { name: 'Open on Friday' }));
    expect(screen.queryByLabelText('Friday closing time')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Open on Friday' }));
    expect((screen.getByLabelText('Friday closing time') as HTMLInputElement).value).toBe('18:00');
    expect((screen.getByLabelText('Friday break 1 end') as HTMLInputElement).value).toBe('13:00');
    expect((screen.getByRole('button', { name: 'Save Hours' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect((screen.getByLabelText('Friday closing time') as HTMLInputElement).value).toBe('17:00');
    expect(screen.queryByLabelText('Friday break 1 start')).toBeNull();
    expect((screen.getByRole('button', { name: 'Save Hours' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says why the server refused', async () => {
    const { user, save } = await renderSection({
      'PUT /api/business-hours': Response.json({ message: 'Business not found' }, { status: 404 }),
    });
    await user.click(screen.getByRole('switch', { name: 'Open on Monday' }));
    await save();
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save business hours: Business not found',
        variant: 'destructive',
      }),
    );
  });
});
