// Client (CRM) contracts: the owner's client list with per-client figures, the detail view, create and edit.
import { z } from 'zod';
import { isValidLocalDate } from '../domain/local-time.ts';
import { emailSchema } from './auth.ts';
import { phoneSchema } from './phone.ts';

export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES);
/** A client is active with a visit in this many days before now, or with an upcoming booking. */
export const ACTIVE_CLIENT_DAYS = 90;

export const listClientsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', ...CLIENT_STATUSES]).default('all'),
  sort: z.enum(['name', 'recent', 'spend']).default('name'),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListClientsQuery = z.infer<typeof listClientsQuerySchema>;

// Forms send '' for an emptied optional field: that clears it.
const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .nullable()
  .optional();
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional();

export const FUTURE_BIRTH_DATE_MESSAGE = 'Date of birth cannot be in the future';
const HOUR_MS = 3_600_000;

/** A date of birth, or '' to clear it: a real date from 1900 on, and not after today where it is latest (UTC+14),
 * so whoever types their own today anywhere is never refused. Shared by the owner's client form and the client
 * dashboard's profile. */
export const dateOfBirthSchema = z.union([
  z.literal(''),
  z.string().superRefine((value, ctx) => {
    const latestToday = new Date(Date.now() + 14 * HOUR_MS).toISOString().slice(0, 10);
    const message = !isValidLocalDate(value)
      ? 'Please enter a valid date of birth (YYYY-MM-DD)'
      : value < '1900-01-01'
        ? 'Please enter a valid date of birth'
        : value > latestToday
          ? FUTURE_BIRTH_DATE_MESSAGE
          : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
]);

const tagsSchema = z
  .array(z.string().trim().min(1, 'Tags cannot be empty').max(40, 'Tags must be at most 40 characters'))
  .max(20, 'At most 20 tags')
  .transform((tags) => [...new Set(tags)]);

const clientFields = {
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name must be at most 100 characters'),
  lastName: z.string().trim().max(100, 'Last name must be at most 100 characters').optional(),
  phone: phoneSchema(),
  email: optionalEmail,
  dateOfBirth: dateOfBirthSchema.nullable().optional(),
  notes: optionalText(5000, 'Notes'),
  tags: tagsSchema.optional(),
  marketingConsent: z.boolean().optional(),
};

export const createClientInputSchema = z.object(clientFields).strict();
export type CreateClientInput = z.infer<typeof createClientInputSchema>;

export const updateClientInputSchema = z
  .object({ ...clientFields, firstName: clientFields.firstName.optional(), phone: phoneSchema().optional() })
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateClientInput = z.infer<typeof updateClientInputSchema>;

export const clientIdParamsSchema = z.object({ id: z.string().max(100) });

export const clientItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  marketingConsent: z.boolean(),
  createdAt: z.string(),
  /** Bookings that were not cancelled (past and upcoming). */
  bookingsCount: z.number(),
  /** Latest completed appointment, or past confirmed/pending one (no-shows are not visits). */
  lastVisit: z.string().nullable(),
  /** Next upcoming confirmed or pending appointment. */
  nextVisit: z.string().nullable(),
  /** Completed bookings, each at its paid amount or else its price; 2-decimal string. */
  totalSpent: z.string(),
  noShows: z.number(),
  status: clientStatusSchema,
});
export type ClientItem = z.infer<typeof clientItemSchema>;

export const clientsSummarySchema = z.object({
  total: z.number(),
  active: z.number(),
  /** Clients added in the current local calendar month. */
  newThisMonth: z.number(),
  /** Average amount of a completed booking, 2-decimal string ("0.00" when none). */
  averageSpend: z.string(),
});

export const clientListResponseSchema = z.object({
  items: z.array(clientItemSchema),
  /** Clients matching search and status before limit/offset. */
  matched: z.number(),
  summary: clientsSummarySchema,
});
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientBookingSchema = z.object({
  id: z.string(),
  appointmentDate: z.string(),
  durationMinutes: z.number(),
  status: z.string(),
  price: z.string(),
  /** What the booking counts for: the paid amount when payments exist, else the price. */
  amount: z.string(),
  notes: z.string().nullable(),
  service: z.object({ id: z.string(), name: z.string() }),
  staff: z.object({ id: z.string(), name: z.string() }),
});

export const clientDetailSchema = clientItemSchema.extend({ bookings: z.array(clientBookingSchema) });
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const DUPLICATE_PHONE_MESSAGE = 'A client with this phone number already exists';
export const duplicatePhoneResponseSchema = z.object({ message: z.string(), existingClientId: z.string() });
