// Payments (issue 16): the list with its totals (GET /api/payments), a booking's balance, recording a payment, a
// refund and the daily cash close. A new payment or refund changes balances, revenue and the list: all refetch.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/components/ui/use-toast.ts';
import { invalidateBookingData } from '#client/entities/bookings/api/booking-cache.ts';
import { apiRequest, errorMessage } from '#client/lib/api-client.ts';
import { usePaymentsI18n } from '#client/lib/app-i18n/payments-i18n.ts';
import type {
  BookingBalance,
  CashClose,
  CashCloseInput,
  CreatePaymentInput,
  Payment,
  PaymentMethod,
  PaymentsPage,
  RefundInput,
} from '#shared/schemas/payment.ts';

const PAYMENTS_URL = '/api/payments';

export type PaymentFilters = {
  from?: string;
  to?: string;
  method?: PaymentMethod;
  teamMemberId?: string;
  status?: 'payment' | 'refund';
  page?: number;
};

/** The filters as a query string (empty ones left out): shared by the list and the CSV link. */
export function paymentsSearch(filters: PaymentFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const paymentsQueryOptions = (filters: PaymentFilters) =>
  queryOptions({
    queryKey: [PAYMENTS_URL, filters] as const,
    queryFn: () => apiRequest<PaymentsPage>('GET', `${PAYMENTS_URL}${paymentsSearch(filters)}`),
    placeholderData: keepPreviousData,
  });

export function usePayments(filters: PaymentFilters, options: { enabled: boolean }) {
  return useQuery({ ...paymentsQueryOptions(filters), enabled: options.enabled });
}

export const exportCsvUrl = (filters: PaymentFilters) => {
  const { page: _page, ...rest } = filters;
  return `${PAYMENTS_URL}/export.csv${paymentsSearch(rest)}`;
};

export function useBookingBalance(bookingId: string) {
  return useQuery({
    queryKey: [`/api/bookings/${bookingId}/balance`] as const,
    queryFn: () =>
      apiRequest<BookingBalance>('GET', `/api/bookings/${encodeURIComponent(bookingId)}/balance`),
  });
}

function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PAYMENTS_URL] }),
      invalidateBookingData(queryClient),
    ]);
}

export function useRecordPayment() {
  const { t } = usePaymentsI18n();
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: (input: CreatePaymentInput) => apiRequest<Payment>('POST', PAYMENTS_URL, input),
    onSuccess: () => toast({ title: t('toast.paymentRecorded') }),
    onError: (error) =>
      toast({
        title: t('toast.paymentFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

export function useRefundPayment() {
  const { t } = usePaymentsI18n();
  const refresh = useRefreshAfterPayment();
  return useMutation({
    mutationFn: ({ id, ...input }: RefundInput & { id: string }) =>
      apiRequest<Payment>('POST', `${PAYMENTS_URL}/${encodeURIComponent(id)}/refund`, input),
    onSuccess: () => toast({ title: t('toast.refundRecorded') }),
    onError: (error) =>
      toast({
        title: t('toast.refundFailed'),
        description: errorMessage(error),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
}

const CLOSES_URL = `${PAYMENTS_URL}/closes`;

export function useCashCloses(options: { enabled: boolean }) {
  return useQuery({
    queryKey: [CLOSES_URL] as const,
    queryFn: () => apiRequest<{ closes: CashClose[] }>('GET', CLOSES_URL),
    enabled: options.enabled,
  });
}

export function useCloseDay() {
  const { t } = usePaymentsI18n();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CashCloseInput) => apiRequest<CashClose>('POST', `${PAYMENTS_URL}/close`, input),
    onSuccess: () => toast({ title: t('toast.dayClosed') }),
    onError: (error) =>
      toast({ title: t('toast.closeFailed'), description: errorMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CLOSES_URL] }),
  });
}
