// Service rules: owner CRUD scoped to the owner's business, display order, new services offered by every active
// member, and deletion that never breaks booking history (upcoming bookings → hidden, past bookings → archived).

import { and, asc, count, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { bookings } from '#server/db/schema/bookings.ts';
import { services, teamMemberServices, teamMembers } from '#server/db/schema/businesses.ts';
import { LIVE_STATUSES } from '#server/modules/availability/schedule-data.ts';
import { findServiceResourceIds, setServiceResources } from '#server/modules/resources/resources.service.ts';
import { definedFields, isUuid } from '#server/platform/db-checks.ts';
import { newDisplayOrder } from '#server/platform/display-order.ts';
import { freedTimeRecorded, recordFreedWindow } from '#server/platform/freed-time.ts';
import { type DepositType, depositCents } from '#shared/domain/deposit.ts';
import { decimalToCents, formatCents } from '#shared/domain/money.ts';
import { AppError } from '#shared/errors.ts';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import {
  type CreateServiceInput,
  DEPOSIT_MESSAGES,
  type DeleteResult,
  type PublicService,
  SERVICE_MESSAGES,
  type Service,
  type UpdateServiceInput,
} from '#shared/schemas/service.ts';

type ServiceRow = typeof services.$inferSelect;

export const HIDDEN_INSTEAD_OF_DELETED =
  'This service has upcoming bookings, so it was hidden from booking instead of deleted.';

/** The service as the booking page shows it; its deposit only when this server can take it (`stripeOn`). */
export function toPublicService(row: ServiceRow, stripeOn: boolean): PublicService {
  const priceCents = decimalToCents(row.price);
  const valueCents = row.depositValue === null ? null : decimalToCents(row.depositValue);
  const deposit = stripeOn ? depositCents(priceCents, row.depositType as DepositType, valueCents) : 0;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: formatCents(priceCents),
    duration: row.duration,
    imageUrl: row.imageUrl,
    depositAmount: deposit > 0 ? formatCents(deposit) : null,
    classCapacity: row.classCapacity,
    classMaxSeats: row.classMaxSeats,
  };
}

/** The owner's view: the deposit setting and what it asks for now, and the resources it needs. */
function toService(row: ServiceRow, resourceIds: string[]): Service {
  return {
    ...toPublicService(row, true),
    depositType: row.depositType as DepositType,
    depositValue: row.depositValue === null ? null : formatCents(decimalToCents(row.depositValue)),
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    resourceIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', SERVICE_MESSAGES.notFound);
const ofBusiness = (businessId: string) =>
  and(eq(services.businessId, businessId), isNull(services.archivedAt));
const displayOrder = [asc(services.displayOrder), asc(services.createdAt)];

/** The owner's services (active and hidden), in display order. */
export async function listServices(options: { db: DbOrTx; businessId: string }): Promise<Service[]> {
  const rows = await options.db
    .select()
    .from(services)
    .where(ofBusiness(options.businessId))
    .orderBy(...displayOrder);
  const needs = await findServiceResourceIds(
    options.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toService(row, needs.get(row.id) ?? []));
}

/** What the booking page offers: active services only, in display order. */
export async function listPublicServices(options: {
  db: DbOrTx;
  businessId: string;
  stripeOn: boolean;
}): Promise<PublicService[]> {
  const rows = await options.db
    .select()
    .from(services)
    .where(and(ofBusiness(options.businessId), eq(services.isActive, true)))
    .orderBy(...displayOrder);
  return rows.map((row) => toPublicService(row, options.stripeOn));
}

/**
 * The deposit a create or change leaves the service with, checked: none and full take no value, a fixed amount
 * at most the price, a percentage 0.01 to 100; any deposit only while Stripe is configured. Unchanged fields keep
 * `current`'s values.
 */
function checkDeposit(
  input: Pick<UpdateServiceInput, 'depositType' | 'depositValue' | 'price'>,
  current: Pick<ServiceRow, 'depositType' | 'depositValue' | 'price'> | null,
  stripeOn: boolean,
): Pick<ServiceRow, 'depositType' | 'depositValue'> | undefined {
  if (input.depositType === undefined && input.depositValue === undefined) {
    // A price cut below a fixed deposit is checked too.
    if (current?.depositType !== 'fixed' || input.price === undefined) return undefined;
  }
  const type = (input.depositType ?? current?.depositType ?? 'none') as DepositType;
  const value = input.depositValue === undefined ? (current?.depositValue ?? null) : input.depositValue;
  const price = input.price ?? current?.price ?? '0';
  // Asking for a deposit needs Stripe; a service keeps one set earlier (the booking page then takes none).
  const asked =
    (input.depositType !== undefined && input.depositType !== 'none') || input.depositValue != null;
  if (asked && !stripeOn) throw new AppError('BAD_REQUEST', DEPOSIT_MESSAGES.notConfigured);
  if (type === 'none' || type === 'full') {
    if (input.depositValue != null) throw new AppError('BAD_REQUEST', DEPOSIT_MESSAGES.valueNotAllowed);
    return { depositType: type, depositValue: null };
  }
  if (value === null || decimalToCents(value) <= 0)
    throw new AppError('BAD_REQUEST', DEPOSIT_MESSAGES.valueRequired);
  if (type === 'percentage' && decimalToCents(value) > 10_000) {
    throw new AppError('BAD_REQUEST', DEPOSIT_MESSAGES.percentRange);
  }
  if (type === 'fixed' && decimalToCents(value) > decimalToCents(price)) {
    throw new AppError('BAD_REQUEST', DEPOSIT_MESSAGES.moreThanPrice);
  }
  return { depositType: type, depositValue: value };
}

/** The class fields a create or change leaves the service with: a class's per-booking maximum defaults to its
 * size and never exceeds it; no size makes it one-to-one. Unchanged fields keep `current`'s values. */
function checkClass(
  input: Pick<UpdateServiceInput, 'classCapacity' | 'classMaxSeats'>,
  current: Pick<ServiceRow, 'classCapacity' | 'classMaxSeats'> | null,
): Pick<ServiceRow, 'classCapacity' | 'classMaxSeats'> | undefined {
  if (input.classCapacity === undefined && input.classMaxSeats === undefined) return undefined;
  const capacity = input.classCapacity === undefined ? (current?.classCapacity ?? null) : input.classCapacity;
  if (capacity === null) return { classCapacity: null, classMaxSeats: null };
  const maxSeats = input.classMaxSeats ?? Math.min(current?.classMaxSeats ?? capacity, capacity);
  if (maxSeats > capacity) throw new AppError('BAD_REQUEST', CLASS_MESSAGES.maxSeats);
  return { classCapacity: capacity, classMaxSeats: maxSeats };
}

/** Adds a service at the end of the list; every active team member performs it until the owner says otherwise. */
export async function createService(options: {
  db: Db;
  businessId: string;
  input: CreateServiceInput;
  stripeOn: boolean;
}) {
  const { db, businessId, stripeOn } = options;
  const { resourceIds = [], ...fields } = options.input;
  const input = { ...fields, ...checkDeposit(fields, null, stripeOn), ...checkClass(fields, null) };
  const row = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ order: max(services.displayOrder) })
      .from(services)
      .where(ofBusiness(businessId));
    const [created] = await tx
      .insert(services)
      .values({ ...input, businessId, displayOrder: (last?.order ?? -1) + 1 })
      .returning();
    const members = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.businessId, businessId),
          eq(teamMembers.isActive, true),
          isNull(teamMembers.archivedAt),
        ),
      );
    if (members.length > 0) {
      await tx
        .insert(teamMemberServices)
        .values(members.map((m) => ({ businessId, teamMemberId: m.id, serviceId: created!.id })));
    }
    if (resourceIds.length > 0) {
      await setServiceResources(tx, { businessId, serviceId: created!.id, resourceIds });
    }
    return created!;
  });
  return toService(row, resourceIds);
}

/**
 * The owner's service, locked. 'update' (before a delete) conflicts with the key-share lock a booking insert takes
 * on the service it references; 'no key update' (before an edit) does not hold bookings up.
 */
async function lockOwnService(
  tx: DbOrTx,
  options: { businessId: string; serviceId: string; mode: 'update' | 'no key update' },
): Promise<ServiceRow> {
  const { businessId, serviceId, mode } = options;
  if (!isUuid(serviceId)) throw notFound();
  const [row] = await tx
    .select()
    .from(services)
    .where(and(ofBusiness(businessId), eq(services.id, serviceId)))
    .limit(1)
    .for(mode);
  if (!row) throw notFound();
  return row;
}

export async function updateService(options: {
  db: Db;
  businessId: string;
  serviceId: string;
  input: UpdateServiceInput;
  stripeOn: boolean;
}) {
  const { db, businessId, serviceId, stripeOn } = options;
  const { resourceIds, ...input } = options.input;
  const row = await db.transaction(async (tx) => {
    const current = await lockOwnService(tx, { businessId, serviceId, mode: 'no key update' });
    if (resourceIds) await setServiceResources(tx, { businessId, serviceId: current.id, resourceIds });
    const changes = {
      ...definedFields(input),
      ...checkDeposit(input, current, stripeOn),
      ...checkClass(input, current),
    };
    if (Object.keys(changes).length === 0) return current;
    const [updated] = await tx.update(services).set(changes).where(eq(services.id, current.id)).returning();
    // A shorter service fits gaps it did not fit before: the waitlist looks again over the booking window.
    if (updated!.duration < current.duration) await recordFreedWindow(tx, { businessId, teamMemberId: null });
    return updated!;
  });
  freedTimeRecorded(db);
  const needs = await findServiceResourceIds(db, [row.id]);
  return toService(row, needs.get(row.id) ?? []);
}

/**
 * Deletes a service unless bookings refer to it. Upcoming live bookings: the service is only hidden from booking
 * (the owner can show it again). Past bookings only: it is archived — gone from every list, kept for history.
 * The row lock makes a booking made at the same moment either wait for us or be counted by us.
 */
export async function deleteService(options: {
  db: Db;
  businessId: string;
  serviceId: string;
  now?: Date;
}): Promise<DeleteResult> {
  const { db, businessId, serviceId, now = new Date() } = options;
  return db.transaction(async (tx) => {
    const service = await lockOwnService(tx, { businessId, serviceId, mode: 'update' });
    const [upcoming] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.serviceId, service.id),
          inArray(bookings.status, [...LIVE_STATUSES]),
          gt(bookings.appointmentDate, now),
        ),
      );
    if ((upcoming?.n ?? 0) > 0) {
      await tx.update(services).set({ isActive: false }).where(eq(services.id, service.id));
      return { deleted: false, deactivated: true, message: HIDDEN_INSTEAD_OF_DELETED };
    }
    const [any] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.serviceId, service.id));
    if ((any?.n ?? 0) > 0) {
      await tx.update(services).set({ isActive: false, archivedAt: now }).where(eq(services.id, service.id));
      await tx.delete(teamMemberServices).where(eq(teamMemberServices.serviceId, service.id));
    } else {
      await tx.delete(services).where(eq(services.id, service.id));
    }
    return { deleted: true, deactivated: false };
  });
}

/** Puts the listed services first, in the given order; all must belong to the owner's business. */
export async function reorderServices(options: { db: Db; businessId: string; ids: string[] }) {
  const { db, businessId, ids } = options;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: services.id, displayOrder: services.displayOrder })
      .from(services)
      .where(ofBusiness(businessId))
      .orderBy(...displayOrder)
      .for('no key update');
    const order = newDisplayOrder(
      rows.map((r) => r.id),
      ids,
    );
    if (!order.ok) throw notFound();
    const before = new Map(rows.map((r) => [r.id, r.displayOrder]));
    for (const [index, id] of order.ids.entries()) {
      if (before.get(id) !== index) {
        await tx.update(services).set({ displayOrder: index }).where(eq(services.id, id));
      }
    }
  });
  return listServices({ db, businessId });
}
