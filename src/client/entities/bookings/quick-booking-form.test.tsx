// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { QuickBookingForm } from './quick-booking-form.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const DATE = '2099-03-10';
const answers = {
  'GET /api/businesses/me': { id: 'b1', slug: 'demo', timezone: 'America/New_York', currency: 'USD' },
  'GET /api/services': [{ id: 's1', name: 'Cut', isActive: true, duration: 30, price: '30.00' }],
  [`GET /api/businesses/b1/bookings/${DATE}`]: [],
  'POST /api/bookings': { id: 'new' },
};

/** Once the services and the business have arrived (the service list is enabled). */
const servicesLoaded = () =>
  vi.waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Service' }).hasAttribute('disabled')).toBe(false),
  );

function renderForm() {
  const onDone = vi.fn();
  const view = renderWithApi(
    <QuickBookingForm defaults={{ date: DATE, time: '16:30' }} onDone={onDone} />,
    answers,
  );
  return { ...view, onDone, user: userEvent.setup() };
}

describe('QuickBookingForm', () => {
  it('refuses missing and bad fields with the spec’s messages and books nothing', async () => {
    const { user, writes } = renderForm();
    await servicesLoaded();
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    expect(await screen.findByText('Client name is required')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
      variant: 'destructive',
    });

    await user.type(screen.getByLabelText('Client name'), 'Robin Vale');
    await user.type(screen.getByLabelText('Phone', { exact: true }), '555');
    await user.type(screen.getByLabelText('Email (optional)'), 'robin@');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('books good input for the one active service at the chosen time', async () => {
    const { user, writes, onDone } = renderForm();
    await servicesLoaded();
    await user.type(screen.getByLabelText('Client name'), 'Robin Vale');
    await user.type(screen.getByLabelText('Phone', { exact: true }), '(202) 555-0202');
    await user.type(screen.getByLabelText('Email (optional)'), ' robin@example.com ');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/bookings',
        body: {
          businessSlug: 'demo',
          serviceId: 's1',
          appointmentDate: `${DATE}T16:30:00`,
          clientData: {
            firstName: 'Robin',
            lastName: 'Vale',
            phone: '(202) 555-0202',
            email: 'robin@example.com',
          },
        },
      },
    ]);
    expect(toast).toHaveBeenCalledWith({
      title: 'Booking Created',
      description: 'Appointment scheduled for Robin Vale',
    });
  });
});
