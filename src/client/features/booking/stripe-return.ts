// The booking page's side of Stripe Checkout (decision 017), loaded only when a deposit is taken or the customer
// comes back from Stripe's page: most customers never need it, and the page's first screen must stay small.
import { toast } from '#client/components/ui/use-toast.ts';

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
};

/** Sends the customer to Stripe's page; their time is held meanwhile. */
export function redirectToCheckout(checkoutUrl: string) {
  toast({ title: 'Redirecting to payment', description: 'Your time is held for 15 minutes while you pay.' });
  window.location.assign(checkoutUrl);
}

/** Back from Stripe Checkout: the payment's outcome, said once, and the page's address without it. */
export function announcePaymentReturn(url: URL, payment: 'success' | 'cancelled') {
  toast(PAYMENT_RETURN_TOAST[payment]);
  url.searchParams.delete('payment');
  url.searchParams.delete('booking');
  window.history.replaceState(window.history.state, '', url);
}
