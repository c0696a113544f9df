import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useQuickBooking } from '#client/entities/bookings/quick-booking-context.tsx';
import { useAuth } from './auth-context.tsx';

function UsesAuth() {
  useAuth();
  return null;
}

function UsesQuickBooking() {
  useQuickBooking();
  return null;
}

describe('context hooks', () => {
  it('useAuth throws outside its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<UsesAuth />)).toThrow('useAuth must be used within an AuthProvider');
    quiet.mockRestore();
  });

  it('useQuickBooking throws outside its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(<UsesQuickBooking />)).toThrow(
      'useQuickBooking must be used within a QuickBookingProvider',
    );
    quiet.mockRestore();
  });
});
