// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import { AddScheduleDialog } from './add-schedule-dialog.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const answers = {
  'GET /api/services': [
    { id: 'yoga', name: 'Morning Yoga', classCapacity: 12, classMaxSeats: 4, duration: 60, isActive: true },
    {
      id: 'cut',
      name: 'Signature Cut',
      classCapacity: null,
      classMaxSeats: null,
      duration: 45,
      isActive: true,
    },
  ],
  'GET /api/team-members': [
    { id: 'm1', name: 'Iris Calm', isActive: true, serviceIds: ['yoga', 'cut'] },
    { id: 'm2', name: 'Sam Roe', isActive: true, serviceIds: ['cut'] },
  ],
  'GET /api/resources': [],
  // Every day after the first is refused: the instructor is busy then.
  'POST /api/classes/schedules': Response.json({ message: CLASS_MESSAGES.instructorBusy }, { status: 409 }),
};

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('AddScheduleDialog', () => {
  it('offers only classes and who teaches them, sends a pattern per day, and keeps the refused days chosen', async () => {
    const onClose = vi.fn();
    renderWithApi(
      <AddScheduleDialog open today="2099-03-02" timeZone="America/New_York" onClose={onClose} />,
      answers,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add weekly schedule' });

    await user.click(within(form).getByRole('combobox', { name: 'Class' }));
    expect(optionNames()).toEqual(['Morning Yoga']);
    await user.click(screen.getByRole('option', { name: 'Morning Yoga' }));
    await user.click(within(form).getByRole('combobox', { name: 'Instructor' }));
    expect(optionNames()).toEqual(['Iris Calm']);
    await user.click(screen.getByRole('option', { name: 'Iris Calm' }));

    // Nothing chosen yet: the form says so and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Add weekly schedule' }));
    expect(await within(form).findByText('Please choose at least one day.')).toBeTruthy();
    const fetchMock = vi.mocked(globalThis.fetch);
    const posts = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init?.body)) as { dayOfWeek: number; localTime: string });
    expect(posts()).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Wednesday' }));
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '18:00' } });
    // Monday is saved; Wednesday is refused.
    fetchMock.mockImplementationOnce(async () =>
      Response.json({ id: 'p1', sessionsCreated: 12 }, { status: 201 }),
    );
    await user.click(within(form).getByRole('button', { name: 'Add weekly schedule' }));

    expect((await within(form).findByRole('alert')).textContent).toContain(CLASS_MESSAGES.instructorBusy);
    expect(posts()).toEqual([
      expect.objectContaining({ serviceId: 'yoga', teamMemberId: 'm1', dayOfWeek: 1, localTime: '18:00' }),
      expect.objectContaining({ dayOfWeek: 3, startsOn: '2099-03-02', endsOn: null, resourceId: null }),
    ]);
    expect(within(form).getByRole('checkbox', { name: 'Monday' }).getAttribute('aria-checked')).toBe('false');
    expect(within(form).getByRole('checkbox', { name: 'Wednesday' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});
