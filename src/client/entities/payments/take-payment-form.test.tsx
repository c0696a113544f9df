// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { renderWithApi } from '#client/test/render-with-api.tsx';
import { TakePaymentForm } from './take-payment-form.tsx';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

function renderForm(props: { bookingId?: string; defaultAmount?: string } = {}) {
  const onDone = vi.fn();
  const view = renderWithApi(
    <TakePaymentForm currency="USD" onDone={onDone} onCancel={vi.fn()} {...props} />,
    { 'POST /api/payments': { id: 'pay1' } },
  );
  return { ...view, onDone, user: userEvent.setup() };
}

describe('TakePaymentForm', () => {
  it('refuses a missing amount and a bad tip with the schema’s messages, tied to their fields', async () => {
    const { user, writes } = renderForm();
    await user.type(screen.getByLabelText('Tip (USD)'), '2.555');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const amountError = await screen.findByText('Please enter a valid amount');
    expect(screen.getByText('Amounts can have at most 2 decimal places')).toBeTruthy();
    const amount = screen.getByLabelText('Amount (USD)');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain(amountError.id);
    expect(writes()).toEqual([]);
  });

  it('refuses an amount of nothing', async () => {
    const { user, writes } = renderForm();
    await user.type(screen.getByLabelText('Amount (USD)'), '0');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount must be between 0.01 and 99999.99')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('records the balance due for the booking, a blank tip and discount as none', async () => {
    const { user, writes, onDone } = renderForm({ bookingId: 'bk1', defaultAmount: '45.00' });
    expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('45.00');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes()[0]?.body).toEqual({
      bookingId: 'bk1',
      method: 'cash',
      amount: '45.00',
      tip: '0.00',
      discount: '0.00',
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Payment recorded' });
  });

  it('records a payment without a booking, with its tip and note', async () => {
    const { user, writes, onDone } = renderForm({ defaultAmount: '0.00' });
    expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Amount (USD)'), '20');
    await user.type(screen.getByLabelText('Tip (USD)'), '5');
    await user.type(screen.getByLabelText('Note'), ' Paid at the desk ');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(writes()[0]?.body).toEqual({
      method: 'cash',
      amount: '20.00',
      tip: '5.00',
      discount: '0.00',
      note: 'Paid at the desk',
    });
  });
});
