// Client (CRM) rules: one client per phone number in a business, edits, and erasure that keeps the books.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { bookings, clientSessions, clients, reviews } from '#server/db/schema/bookings.ts';
import { isUuid } from '#server/platform/db-checks.ts';
import { INVALID_PHONE_MESSAGE, normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { AppError } from '#shared/errors.ts';
import {
  type ClientDetail,
  type ClientItem,
  type CreateClientInput,
  DUPLICATE_PHONE_MESSAGE,
  type ListClientsQuery,
  type UpdateClientInput,
} from '#shared/schemas/client.ts';
import { getClientsSummary, listClientBookings, selectClientItems } from './clients.queries.ts';

/** 409 that names the client who already has the number, so the screen can offer to open them instead. */
export class DuplicatePhoneError extends AppError {
  readonly existingClientId: string;
  constructor(existingClientId: string) {
    super('CONFLICT', DUPLICATE_PHONE_MESSAGE);
    this.existingClientId = existingClientId;
  }
}

const notFound = () => new AppError('NOT_FOUND', 'Client not found');

export async function listClients(options: {
  db: Db;
  businessId: string;
  /** A staff member's view (clients.queries.ts). */
  teamMemberId?: string;
  timeZone: string;
  query: ListClientsQuery;
  now?: Date;
}) {
  const now = options.now ?? new Date();
  const { search, status, sort, limit, offset } = options.query;
  const [list, summary] = await Promise.all([
    selectClientItems({
      db: options.db,
      businessId: options.businessId,
      teamMemberId: options.teamMemberId,
      now,
      search,
      status,
      sort,
      limit,
      offset,
    }),
    getClientsSummary({
      db: options.db,
      businessId: options.businessId,
      teamMemberId: options.teamMemberId,
      timeZone: options.timeZone,
      now,
    }),
  ]);
  return { items: list.items, matched: list.matched, summary };
}

async function findClientItem(options: {
  db: DbOrTx;
  businessId: string;
  teamMemberId?: string;
  clientId: string;
  now: Date;
}) {
  if (!isUuid(options.clientId)) throw notFound();
  const { items } = await selectClientItems({ ...options, limit: 1 });
  const item = items[0];
  if (!item) throw notFound();
  return item;
}

export async function getClientDetail(options: {
  db: Db;
  businessId: string;
  /** A staff member's view: a client of their own bookings only (anyone else's is the client's 404). */
  teamMemberId?: string;
  clientId: string;
  now?: Date;
}): Promise<ClientDetail> {
  const now = options.now ?? new Date();
  const item = await findClientItem({ ...options, now });
  const history = await listClientBookings(options);
  return { ...item, bookings: history };
}

/** The number as typed and in E.164, read in the region of the business's time zone. */
function phoneOf(raw: string, timeZone: string) {
  const normalized = normalizePhone(raw, phoneRegionForTimeZone(timeZone));
  if (!normalized) throw new AppError('BAD_REQUEST', INVALID_PHONE_MESSAGE);
  return { phone: raw.trim(), phoneNormalized: normalized };
}

async function assertPhoneFree(options: {
  db: DbOrTx;
  businessId: string;
  phoneNormalized: string;
  exceptClientId?: string;
}) {
  const [existing] = await options.db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.businessId, options.businessId),
        eq(clients.phoneNormalized, options.phoneNormalized),
        isNull(clients.erasedAt),
        options.exceptClientId ? ne(clients.id, options.exceptClientId) : undefined,
      ),
    )
    .limit(1);
  if (existing) throw new DuplicatePhoneError(existing.id);
}

/** Runs a write that may hit the one-phone-per-business index; a racing duplicate gets the same 409. */
async function withPhoneCheck<T>(
  options: { db: DbOrTx; businessId: string; phoneNormalized?: string; exceptClientId?: string },
  write: () => Promise<T>,
): Promise<T> {
  const { phoneNormalized } = options;
  if (phoneNormalized) await assertPhoneFree({ ...options, phoneNormalized });
  try {
    return await write();
  } catch (error) {
    if (phoneNormalized && isUniqueViolation(error)) await assertPhoneFree({ ...options, phoneNormalized });
    throw error;
  }
}

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export async function createClient(options: {
  db: Db;
  businessId: string;
  timeZone: string;
  input: CreateClientInput;
  now?: Date;
}): Promise<ClientItem> {
  const { db, businessId, input } = options;
  const { phone, phoneNormalized } = phoneOf(input.phone, options.timeZone);
  const [row] = await withPhoneCheck({ db, businessId, phoneNormalized }, () =>
    db
      .insert(clients)
      .values({
        businessId,
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        phone,
        phoneNormalized,
        email: emptyToNull(input.email) ?? null,
        dateOfBirth: emptyToNull(input.dateOfBirth) ?? null,
        notes: emptyToNull(input.notes) ?? null,
        tags: input.tags ?? [],
        marketingConsent: input.marketingConsent ?? false,
      })
      .returning({ id: clients.id }),
  );
  return findClientItem({ db, businessId, clientId: row!.id, now: options.now ?? new Date() });
}

export async function updateClient(options: {
  db: Db;
  businessId: string;
  clientId: string;
  timeZone: string;
  input: UpdateClientInput;
  now?: Date;
}): Promise<ClientItem> {
  const { db, businessId, clientId, input } = options;
  if (!isUuid(clientId)) throw notFound();
  const phone = input.phone === undefined ? undefined : phoneOf(input.phone, options.timeZone);
  const changes = {
    firstName: input.firstName,
    lastName: input.lastName,
    ...phone,
    email: emptyToNull(input.email),
    dateOfBirth: emptyToNull(input.dateOfBirth),
    notes: emptyToNull(input.notes),
    tags: input.tags,
    marketingConsent: input.marketingConsent,
  };
  const rows = await withPhoneCheck(
    { db, businessId, phoneNormalized: phone?.phoneNormalized, exceptClientId: clientId },
    () =>
      db
        .update(clients)
        .set(changes)
        .where(and(eq(clients.id, clientId), eq(clients.businessId, businessId), isNull(clients.erasedAt)))
        .returning({ id: clients.id }),
  );
  if (rows.length === 0) throw notFound();
  return findClientItem({ db, businessId, clientId, now: options.now ?? new Date() });
}

/**
 * Erases a client's personal data (right to erasure) while their bookings stay for the books: the row keeps
 * its id so history and revenue still add up, but names become 'Deleted client', contact details, notes,
 * date of birth, tags and language are removed, the phone becomes a placeholder (freeing the number for a new client),
 * their portal sessions end, and free text written about them on bookings and reviews is cleared.
 */
export async function eraseClient(options: { db: Db; businessId: string; clientId: string; now?: Date }) {
  const { db, businessId, clientId } = options;
  if (!isUuid(clientId)) throw notFound();
  await db.transaction(async (tx) => {
    const [erased] = await tx
      .update(clients)
      .set({
        firstName: 'Deleted',
        lastName: 'client',
        phone: 'erased',
        phoneNormalized: `erased:${clientId}`,
        email: null,
        password: null,
        hasAccount: false,
        profileImageUrl: null,
        dateOfBirth: null,
        notes: null,
        tags: [],
        marketingConsent: false,
        preferences: {},
        language: null,
        erasedAt: options.now ?? new Date(),
      })
      .where(and(eq(clients.id, clientId), eq(clients.businessId, businessId), isNull(clients.erasedAt)))
      .returning({ id: clients.id });
    if (!erased) throw notFound();
    await tx.delete(clientSessions).where(eq(clientSessions.clientId, clientId));
    const theirBookings = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.clientId, clientId), eq(bookings.businessId, businessId)));
    await tx
      .update(reviews)
      .set({ clientName: 'Deleted client' })
      .where(and(eq(reviews.businessId, businessId), inArray(reviews.bookingId, theirBookings)));
    await tx
      .update(bookings)
      .set({ notes: null })
      .where(and(eq(bookings.clientId, clientId), eq(bookings.businessId, businessId)));
  });
}
