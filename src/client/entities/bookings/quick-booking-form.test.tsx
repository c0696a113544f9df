// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
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

function renderForm(options: { services?: object[]; serviceId?: string } = {}) {
  const onDone = vi.fn();
  const view = renderWithApi(
    <QuickBookingForm
      defaults={{ date: DATE, time: '16:30', serviceId: options.serviceId }}
      onDone={onDone}
    />,
    options.services ? { ...answers, 'GET /api/services': options.services } : answers,
  );
  const user = userEvent.setup();
  /** Types the client's name and phone, books, and gives the one request's body once the dialog is done. */
  const book = async () => {
    await user.type(screen.getByLabelText('Client name'), 'Robin Vale');
    await user.type(screen.getByLabelText('Phone', { exact: true }), '(202) 555-0202');
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [write] = view.writes();
    expect(view.writes()).toHaveLength(1);
    expect(write).toMatchObject({ method: 'POST', path: '/api/bookings' });
    return write?.body;
  };
  return { ...view, onDone, user, book };
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
    const { user, book } = renderForm();
    await servicesLoaded();
    await user.type(screen.getByLabelText('Email (optional)'), ' robin@example.com ');
    expect(await book()).toEqual({
      businessSlug: 'demo',
      serviceId: 's1',
      appointmentDate: `${DATE}T16:30:00`,
      clientData: {
        firstName: 'Robin',
        lastName: 'Vale',
        phone: '(202) 555-0202',
        email: 'robin@example.com',
      },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Booking Created',
      description: 'Appointment scheduled for Robin Vale',
    });
  });

  it('books a visit of several services when the owner adds them', async () => {
    const services = [
      { id: 's1', name: 'Cut', isActive: true, duration: 30, price: '30.00', classCapacity: null },
      { id: 's2', name: 'Beard trim', isActive: true, duration: 15, price: '15.00', classCapacity: null },
      { id: 's3', name: 'Yoga', isActive: true, duration: 60, price: '20.00', classCapacity: 12 },
    ];
    const { user, book } = renderForm({ services, serviceId: 's1' });
    await servicesLoaded();
    await user.click(screen.getByText('Add another service to this visit'));
    const visit = screen.getByRole('group', { name: 'Also in this visit (optional)' });
    // A class is never part of a visit.
    expect(within(visit).queryByRole('checkbox', { name: /Yoga/ })).toBeNull();
    await user.click(within(visit).getByRole('checkbox', { name: /Beard trim/ }));
    expect(screen.getByText('Also in this visit: Beard trim')).toBeTruthy();
    expect(await book()).toEqual({
      businessSlug: 'demo',
      serviceId: 's1',
      extraServiceIds: ['s2'],
      appointmentDate: `${DATE}T16:30:00`,
      clientData: { firstName: 'Robin', lastName: 'Vale', phone: '(202) 555-0202' },
    });
  });
});
