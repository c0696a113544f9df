// The booking page's side of Stripe Checkout (decision 017), loaded only when a deposit is taken or the customer
// comes back from Stripe's page: most customers never need it, and the page's first screen must stay small.
import { toast } from '#client/components/ui/use-toast.ts';
import { type StepsMessageId, stepsTranslator } from '#client/entities/public-business/steps-i18n.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { Messages, Translator } from '#client/lib/i18n/locale-context.tsx';

const paymentReturnToast = (t: Translator<StepsMessageId>) => ({
  success: { title: t('payment.receivedTitle'), description: t('payment.receivedText') },
  cancelled: {
    title: t('payment.notCompletedTitle'),
    description: t('payment.cancelledText'),
    variant: 'destructive' as const,
  },
  released: {
    title: t('payment.notCompletedTitle'),
    description: t('payment.releasedText'),
    variant: 'destructive' as const,
  },
});

/** Sends the customer to Stripe's page; their time is held meanwhile. `messages`: the page's. */
export function redirectToCheckout(checkoutUrl: string, messages: Messages) {
  const t = stepsTranslator(messages);
  toast({ title: t('payment.redirectTitle'), description: t('payment.redirectText') });
  window.location.assign(checkoutUrl);
}

/**
 * Back from Stripe Checkout: the payment's outcome, said once, and the page's address without it. Back without
 * paying, the held time is let go at once (the cancel link's token shows the booking is theirs); true when it was.
 */
export async function announcePaymentReturn(
  url: URL,
  payment: 'success' | 'cancelled',
  messages: Messages,
): Promise<boolean> {
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
  toast(paymentReturnToast(stepsTranslator(messages))[released ? 'released' : payment]);
  return released;
}
