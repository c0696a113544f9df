// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { CashClose as Close } from '#shared/schemas/payment.ts';
import { CashClose } from './cash-close.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const closed: Close = {
  id: 'c1',
  date: '2026-11-23',
  countedCash: '38.00',
  recordedCash: '40.00',
  difference: '-2.00',
  note: null,
  createdAt: '2026-11-23T18:00:00.000Z',
};

function renderClose() {
  const view = renderWithApi(<CashClose today="2026-11-23" currency="USD" />, {
    'GET /api/payments/closes': { closes: [] },
    'POST /api/payments/close': closed,
  });
  return { ...view, user: userEvent.setup() };
}

describe('the daily close', () => {
  it('refuses an empty count and a bad day with the schema’s messages, tied to their fields', async () => {
    const { user, writes } = renderClose();
    await user.clear(screen.getByLabelText('Day'));
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    const countError = await screen.findByText('Please enter a valid amount');
    expect(screen.getByText('Please use a date such as 2026-11-23 (YYYY-MM-DD)')).toBeTruthy();
    const counted = screen.getByLabelText('Cash counted (USD)');
    expect(counted.getAttribute('aria-invalid')).toBe('true');
    expect(counted.getAttribute('aria-describedby')).toBe(countError.id);
    expect(writes()).toEqual([]);
  });

  it('refuses a count out of range', async () => {
    const { user, writes } = renderClose();
    await user.type(screen.getByLabelText('Cash counted (USD)'), '100000');
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(await screen.findByText('Counted cash must be between 0 and 99999.99')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('closes the day, shows the difference and empties the count', async () => {
    const { user, writes } = renderClose();
    await user.type(screen.getByLabelText('Cash counted (USD)'), '38');
    await user.click(screen.getByRole('button', { name: 'Close the day' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('$2.00 short');
    expect(writes()[0]?.body).toEqual({ date: '2026-11-23', countedCash: '38.00' });
    expect(toast).toHaveBeenCalledWith({ title: 'Day closed' });
    expect((screen.getByLabelText('Cash counted (USD)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-11-23');
  });
});
