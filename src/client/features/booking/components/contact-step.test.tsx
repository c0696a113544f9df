// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactValues } from '#shared/schemas/booking-contact.ts';
import { ContactStep } from './contact-step.tsx';

const EMPTY: ContactValues = { name: '', phone: '', email: '', notes: '' };

function renderStep(values = EMPTY) {
  const onSubmit = vi.fn();
  const onValuesChange = vi.fn();
  render(
    <ContactStep
      values={values}
      onValuesChange={onValuesChange}
      pending={false}
      timeZone="America/New_York"
      summary={null}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, onValuesChange, user: userEvent.setup() };
}

afterEach(cleanup);

describe('ContactStep', () => {
  it('refuses empty and bad fields with the spec’s messages and sends nothing', async () => {
    const { onSubmit, user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Full name').getAttribute('aria-describedby')).toBe('contact-name-error');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));

    await user.type(screen.getByLabelText('Full name'), 'Casey Quinn');
    await user.type(screen.getByLabelText('Phone number'), '(555) 301-4477');
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends good details, trimmed, and hands every change to the booking flow', async () => {
    const { onSubmit, onValuesChange, user } = renderStep();
    await user.type(screen.getByLabelText('Full name'), ' Casey Quinn ');
    await user.type(screen.getByLabelText('Phone number'), '(202) 555-0202');
    await user.type(screen.getByLabelText('Email (optional)'), 'casey@example.com');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Casey Quinn',
      phone: '(202) 555-0202',
      email: 'casey@example.com',
      notes: '',
    });
    expect(onValuesChange).toHaveBeenLastCalledWith({
      name: ' Casey Quinn ',
      phone: '(202) 555-0202',
      email: 'casey@example.com',
      notes: '',
    });
  });

  it('starts from the values the flow kept', () => {
    renderStep({ name: 'Kept Name', phone: '', email: '', notes: '' });
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Kept Name');
  });
});
