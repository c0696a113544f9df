// Reordering shared by services and team members: the listed ids first, in the order given, then the rest as they were.

/**
 * The full new order, or the first requested id that is not in `currentIds` (another business's, deleted, or
 * malformed). Listing only some ids is allowed, so a reorder made while another tab added an item still works.
 */
export function newDisplayOrder(
  currentIds: readonly string[],
  requestedIds: readonly string[],
): { ok: true; ids: string[] } | { ok: false; unknownId: string } {
  const known = new Set(currentIds);
  const unknownId = requestedIds.find((id) => !known.has(id));
  if (unknownId !== undefined) return { ok: false, unknownId };
  const requested = new Set(requestedIds);
  return { ok: true, ids: [...requestedIds, ...currentIds.filter((id) => !requested.has(id))] };
}
