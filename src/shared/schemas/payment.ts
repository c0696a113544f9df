// Payments (issue 16): what the owner records against a visit (or on its own), refunds as negative entries, the
// list with its totals, a booking's balance and the daily cash close. Money is a 2-decimal string ('45.00').
import { z } from 'zod';
import { formatCents, parsePriceToCents } from '#shared/domain/money.ts';
import { localDateSchema } from './availability.ts';
import { pageNumberSchema } from './paging.ts';

export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'gift_card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  gift_card: 'Gift card',
  other: 'Other',
};

export const PAYMENT_KINDS = ['payment', 'refund'] as const;

/** Entries per page of the list. */
export const PAYMENTS_PAGE_SIZE = 50;

export const PAYMENT_MESSAGES = {
  amountRequired: 'Amount is required',
  amountInvalid: 'Please enter a valid amount',
  amountPrecision: 'Amounts can have at most 2 decimal places',
  amountRange: 'Amount must be between 0.01 and 99999.99',
  extraRange: 'Tips and discounts must be between 0 and 99999.99',
  method: 'Choose cash, card, bank transfer, gift card or other',
  note: 'A note can be at most 500 characters',
  reasonRequired: 'Please give a reason for the refund',
  notFound: 'Payment not found',
  bookingNotFound: 'Booking not found',
  refundOfRefund: 'A refund cannot be refunded',
  alreadyClosed: 'This day is already closed',
  period: 'The start date must be on or before the end date',
} as const;

/** A money amount typed by the owner: a number or a decimal string, at most 2 decimals, to the API's string. */
function moneyInput(options: { min: number; required: string; range: string }) {
  return z.union([z.number(), z.string()], { error: options.required }).transform((value, ctx) => {
    const parsed = parsePriceToCents(value);
    if (!parsed.ok) {
      const message =
        parsed.problem === 'precision'
          ? PAYMENT_MESSAGES.amountPrecision
          : parsed.problem === 'range'
            ? options.range
            : PAYMENT_MESSAGES.amountInvalid;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    if (parsed.cents < options.min) {
      ctx.addIssue({ code: 'custom', message: options.range });
      return z.NEVER;
    }
    return formatCents(parsed.cents);
  });
}

const amountInput = moneyInput({
  min: 1,
  required: PAYMENT_MESSAGES.amountRequired,
  range: PAYMENT_MESSAGES.amountRange,
});
const extraInput = moneyInput({
  min: 0,
  required: PAYMENT_MESSAGES.extraRange,
  range: PAYMENT_MESSAGES.extraRange,
});

const noteInput = z
  .string({ error: PAYMENT_MESSAGES.note })
  .trim()
  .max(500, PAYMENT_MESSAGES.note)
  .optional()
  .transform((v) => (v ? v : null));

const idSchema = z.string().max(100);

/** POST /api/payments. */
export const createPaymentInputSchema = z.object({
  bookingId: idSchema.optional(),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  amount: amountInput,
  tip: extraInput.optional().default('0.00'),
  discount: extraInput.optional().default('0.00'),
  note: noteInput,
});
export type CreatePaymentInput = z.input<typeof createPaymentInputSchema>;

/** POST /api/payments/{id}/refund. */
export const refundInputSchema = z.object({
  amount: amountInput,
  reason: z
    .string({ error: PAYMENT_MESSAGES.reasonRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.reasonRequired)
    .max(500, PAYMENT_MESSAGES.note),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const paymentIdParamsSchema = z.object({ id: idSchema });

export const paymentSchema = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  bookingId: z.string().nullable(),
  /** The payment a refund gives money back from. */
  refundOfId: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  /** Toward the price: positive for a payment, negative for a refund. */
  amount: z.string(),
  tip: z.string(),
  discount: z.string(),
  currency: z.string(),
  /** The owner's note; a refund's reason. */
  note: z.string().nullable(),
  /** Of a payment: how much of it has been refunded ('0.00' when none). */
  refunded: z.string(),
  teamMemberId: z.string().nullable(),
  teamMemberName: z.string().nullable(),
  clientName: z.string().nullable(),
  serviceName: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/payments: local dates in the business's time zone (both included; default today), filters optional. */
export const paymentsQuerySchema = z
  .object({
    from: localDateSchema.optional(),
    to: localDateSchema.optional(),
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }).optional(),
    teamMemberId: idSchema.optional(),
    /** 'payment' or 'refund' entries only. */
    status: z.enum(PAYMENT_KINDS, { error: 'Status must be payment or refund' }).optional(),
    page: pageNumberSchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: PAYMENT_MESSAGES.period, path: ['to'] });

/**
 * Over every entry the filters select. `payments` is what payments brought toward prices, `refunds` what was given
 * back (positive), `net` = payments − refunds + tips, and the methods' amounts (tips included) add up to `net`.
 */
export const paymentTotalsSchema = z.object({
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.string() })),
  payments: z.string(),
  tips: z.string(),
  discounts: z.string(),
  refunds: z.string(),
  net: z.string(),
  count: z.number().int(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;

export const paymentsPageSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  payments: z.array(paymentSchema),
  totals: paymentTotalsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

/** GET /api/bookings/{id}/balance: due = price − discounts − paid, never below 0. */
export const bookingBalanceSchema = z.object({
  bookingId: z.string(),
  currency: z.string(),
  price: z.string(),
  discount: z.string(),
  paid: z.string(),
  tips: z.string(),
  due: z.string(),
  payments: z.array(paymentSchema),
});
export type BookingBalance = z.infer<typeof bookingBalanceSchema>;

/** POST /api/payments/close. */
export const cashCloseInputSchema = z.object({
  date: localDateSchema,
  countedCash: moneyInput({
    min: 0,
    required: 'Counted cash is required',
    range: 'Counted cash must be between 0 and 99999.99',
  }),
  note: noteInput,
});
export type CashCloseInput = z.input<typeof cashCloseInputSchema>;

export const cashCloseSchema = z.object({
  id: z.string(),
  date: z.string(),
  countedCash: z.string(),
  /** Cash payments of the day (tips included) less cash refunds. */
  recordedCash: z.string(),
  /** counted − recorded: negative when cash is missing. */
  difference: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type CashClose = z.infer<typeof cashCloseSchema>;

export const cashClosesSchema = z.object({ closes: z.array(cashCloseSchema) });
