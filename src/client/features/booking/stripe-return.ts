// The booking page's side of Stripe Checkout (decision 017), loaded only when a deposit is taken or the customer
// comes back from Stripe's page: most customers never need it, and the page's first screen must stay small.
import { toast } from '#client/components/ui/use-toast.ts';
import { apiRequest } from '#client/lib/api-client.ts';

const PAYMENT_RETURN_TOAST = {
  success: {
    title: 'Payment received',
    description: 'Your booking is confirmed. The confirmation is on its way to you.',
  },
  cancelled: {
    title: 'Payment not completed',
    description: 'Your booking is not confirmed. The time you chose stays held for up to 15 minutes.',
    variant: 'destructive' as const,
  },
  released: {
    title: 'Payment not completed',
    description: 'Your booking is not confirmed, and the time you chose is free again.',
    variant: 'destructive' as const,
  },
};

/** Sends the customer to Stripe's page; their time is held meanwhile. */
export function redirectToCheckout(checkoutUrl: string) {
  toast({ title: 'Redirecting to payment', description: 'Your time is held for 15 minutes while you pay.' });
  window.location.assign(checkoutUrl);
}

/**
 * Back from Stripe Checkout: the payment's outcome, said once, and the page's address without it. Back without
 * paying, the held time is let go at once (the cancel link's token shows the booking is theirs); true when it was.
 */
export async function announcePaymentReturn(url: URL, payment: 'success' | 'cancelled'): Promise<boolean> {
  const bookingId = url.searchParams.get('booking');
  const token = url.searchParams.get('release');
  for (const name of ['payment', 'booking', 'release']) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
  const released =
    payment === 'cancelled' && bookingId && token
      ? await apiRequest<{ released: boolean }>('POST', '/api/stripe/checkout-cancel', {
          bookingId,
          token,
        }).then(
          (answer) => answer.released,
          () => false,
        )
      : false;
  toast(PAYMENT_RETURN_TOAST[released ? 'released' : payment]);
  return released;
}
