// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import type { Payment } from '#shared/schemas/payment.ts';
import { PaymentList } from './payment-list.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const payment: Payment = {
  id: 'pay1',
  kind: 'payment',
  bookingId: 'bk1',
  refundOfId: null,
  method: 'cash',
  amount: '45.00',
  tip: '5.00',
  discount: '0.00',
  currency: 'USD',
  note: null,
  refunded: '5.00',
  teamMemberId: null,
  teamMemberName: null,
  clientName: 'Dana Pay',
  serviceName: 'Haircut',
  createdAt: '2026-11-23T15:00:00.000Z',
};

async function openRefund() {
  const view = renderWithApi(<PaymentList payments={[payment]} timeZone="America/New_York" />, {
    'POST /api/payments/pay1/refund': { ...payment, id: 'ref1', kind: 'refund', amount: '-10.00' },
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Refund this payment/ }));
  const form = screen.getByRole('form', { name: 'Refund' });
  return { ...view, user, form };
}

describe('the refund form', () => {
  it('starts from what is left, and refuses a missing reason with the schema’s message', async () => {
    const { user, writes } = await openRefund();
    const amount = screen.getByLabelText('Amount (at most $40.00)') as HTMLInputElement;
    expect(amount.value).toBe('40.00');
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    const message = await screen.findByText('Please give a reason for the refund');
    const reason = screen.getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toBe(message.id);
    expect(writes()).toEqual([]);
  });

  it('refuses an amount with more than 2 decimals', async () => {
    const { user, writes } = await openRefund();
    const amount = screen.getByLabelText('Amount (at most $40.00)');
    await user.clear(amount);
    await user.type(amount, '10.005');
    await user.type(screen.getByLabelText('Reason'), 'Short on time');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Amounts can have at most 2 decimal places')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('records a partial refund with its reason and closes', async () => {
    const { user, writes, form } = await openRefund();
    const amount = screen.getByLabelText('Amount (at most $40.00)');
    await user.clear(amount);
    await user.type(amount, '10');
    await user.type(screen.getByLabelText('Reason'), ' Short on time ');
    await user.click(screen.getByRole('button', { name: 'Record refund' }));
    await vi.waitFor(() => expect(form.isConnected).toBe(false));
    expect(writes()[0]?.body).toEqual({ amount: '10.00', reason: 'Short on time' });
    expect(toast).toHaveBeenCalledWith({ title: 'Refund recorded' });
  });
});
