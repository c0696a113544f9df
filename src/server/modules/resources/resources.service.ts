// Resource rules: the owner's rooms, chairs and equipment (scoped to the owner's business), which services need
// them, and deletion that never changes a booking (the need is removed; holds of past bookings are kept).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { bookingResources, resources, serviceResources } from '#server/db/schema/resources.ts';
import { definedFields, isUuid } from '#server/platform/db-checks.ts';
import { freedTimeRecorded, recordFreedWindow } from '#server/platform/freed-time.ts';
import { AppError } from '#shared/errors.ts';
import {
  RESOURCE_MESSAGES,
  type Resource,
  type ResourceInput,
  type UpdateResourceInput,
} from '#shared/schemas/resource.ts';

type ResourceRow = typeof resources.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', RESOURCE_MESSAGES.notFound);
const ofBusiness = (businessId: string) =>
  and(eq(resources.businessId, businessId), isNull(resources.archivedAt));

function toResource(row: ResourceRow): Resource {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A second resource with the same name (any case) is refused, as the owner could not tell them apart. */
async function orNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'resources_business_name_idx'))
      throw new AppError('CONFLICT', RESOURCE_MESSAGES.nameTaken);
    throw error;
  }
}

/** The owner's resources, by name. */
export async function listResources(options: { db: DbOrTx; businessId: string }): Promise<Resource[]> {
  const rows = await options.db
    .select()
    .from(resources)
    .where(ofBusiness(options.businessId))
    .orderBy(asc(resources.name), asc(resources.id));
  return rows.map(toResource);
}

export async function createResource(options: {
  db: Db;
  businessId: string;
  input: ResourceInput;
}): Promise<Resource> {
  const { db, businessId, input } = options;
  const [row] = await orNameTaken(() =>
    db
      .insert(resources)
      .values({ ...input, businessId })
      .returning(),
  );
  return toResource(row!);
}

/** The owner's resource, locked against bookings choosing one of its units meanwhile (free_resource_units). */
async function lockOwnResource(tx: Tx, businessId: string, resourceId: string): Promise<ResourceRow> {
  if (!isUuid(resourceId)) throw notFound();
  const [row] = await tx
    .select()
    .from(resources)
    .where(and(ofBusiness(businessId), eq(resources.id, resourceId)))
    .for('no key update');
  if (!row) throw notFound();
  return row;
}

/** Renames or resizes a resource. Fewer units leave bookings holding a higher one as they are; more units free time
 * the waitlist may offer. */
export async function updateResource(options: {
  db: Db;
  businessId: string;
  resourceId: string;
  input: UpdateResourceInput;
}): Promise<Resource> {
  const { db, businessId, resourceId, input } = options;
  const row = await orNameTaken(() =>
    db.transaction(async (tx) => {
      const current = await lockOwnResource(tx, businessId, resourceId);
      const changes = definedFields(input);
      if (Object.keys(changes).length === 0) return current;
      const [updated] = await tx
        .update(resources)
        .set(changes)
        .where(eq(resources.id, current.id))
        .returning();
      if (updated!.quantity > current.quantity)
        await recordFreedWindow(tx, { businessId, teamMemberId: null });
      return updated!;
    }),
  );
  freedTimeRecorded(db);
  return toResource(row);
}

/**
 * Deletes a resource: no service needs it any more (the owner was asked first). A resource bookings have held is
 * archived instead, so their details still name it; their holds stay as they are.
 */
export async function deleteResource(options: { db: Db; businessId: string; resourceId: string }) {
  const { db, businessId, resourceId } = options;
  await db.transaction(async (tx) => {
    const resource = await lockOwnResource(tx, businessId, resourceId);
    const unlinked = await tx
      .delete(serviceResources)
      .where(eq(serviceResources.resourceId, resource.id))
      .returning({ serviceId: serviceResources.serviceId });
    const [held] = await tx
      .select({ bookingId: bookingResources.bookingId })
      .from(bookingResources)
      .where(eq(bookingResources.resourceId, resource.id))
      .limit(1);
    if (held) {
      await tx.update(resources).set({ archivedAt: new Date() }).where(eq(resources.id, resource.id));
    } else {
      await tx.delete(resources).where(eq(resources.id, resource.id));
    }
    // Services that needed it may now fit times they did not.
    if (unlinked.length > 0) await recordFreedWindow(tx, { businessId, teamMemberId: null });
  });
  freedTimeRecorded(db);
}

/** The resources each of `serviceIds` needs (missing = none). */
export async function findServiceResourceIds(
  db: DbOrTx,
  serviceIds: string[],
): Promise<Map<string, string[]>> {
  const byService = new Map<string, string[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select({ serviceId: serviceResources.serviceId, resourceId: serviceResources.resourceId })
    .from(serviceResources)
    .where(inArray(serviceResources.serviceId, serviceIds))
    .orderBy(asc(serviceResources.resourceId));
  for (const row of rows)
    byService.set(row.serviceId, [...(byService.get(row.serviceId) ?? []), row.resourceId]);
  return byService;
}

/**
 * Makes `resourceIds` exactly what the service needs. Every id must be one of the business's resources (404
 * otherwise: another owner's resource is not found). A need removed frees time for the waitlist.
 */
export async function setServiceResources(
  tx: Tx,
  options: { businessId: string; serviceId: string; resourceIds: string[] },
): Promise<void> {
  const { businessId, serviceId, resourceIds } = options;
  if (!resourceIds.every(isUuid)) throw notFound();
  if (resourceIds.length > 0) {
    const found = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(ofBusiness(businessId), inArray(resources.id, resourceIds)));
    if (found.length !== resourceIds.length) throw notFound();
  }
  const removed = await tx
    .delete(serviceResources)
    .where(eq(serviceResources.serviceId, serviceId))
    .returning({ resourceId: serviceResources.resourceId });
  if (resourceIds.length > 0) {
    await tx
      .insert(serviceResources)
      .values(resourceIds.map((resourceId) => ({ businessId, serviceId, resourceId })));
  }
  if (removed.some((r) => !resourceIds.includes(r.resourceId))) {
    await recordFreedWindow(tx, { businessId, teamMemberId: null });
  }
}
