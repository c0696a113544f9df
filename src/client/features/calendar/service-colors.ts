// Service colours: 8 colour sets cycling by service id. Ids are UUIDv7 (time-ordered), so the owner's services
// sorted by id are in creation order and take the colours in turn, like integer ids mod 8; an id not in the
// list (a removed service) falls back to a stable hash. Light fill, dark text (AA) and a strong left border.

export const SERVICE_COLORS = [
  { block: 'border-emerald-600 bg-emerald-50 text-emerald-950', dot: 'bg-emerald-600' },
  { block: 'border-sky-600 bg-sky-50 text-sky-950', dot: 'bg-sky-600' },
  { block: 'border-violet-600 bg-violet-50 text-violet-950', dot: 'bg-violet-600' },
  { block: 'border-amber-600 bg-amber-50 text-amber-950', dot: 'bg-amber-600' },
  { block: 'border-rose-600 bg-rose-50 text-rose-950', dot: 'bg-rose-600' },
  { block: 'border-lime-600 bg-lime-50 text-lime-950', dot: 'bg-lime-600' },
  { block: 'border-fuchsia-600 bg-fuchsia-50 text-fuchsia-950', dot: 'bg-fuchsia-600' },
  { block: 'border-orange-600 bg-orange-50 text-orange-950', dot: 'bg-orange-600' },
] as const;

export type ServiceColor = (typeof SERVICE_COLORS)[number];

/** FNV-1a over the id's UTF-16 code units, reduced to 0–7. */
export function hashColorIndex(serviceId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < serviceId.length; i++) {
    hash ^= serviceId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % SERVICE_COLORS.length;
}

/** serviceId → colour, for the given service ids (any order). */
export function serviceColorMap(serviceIds: string[]): (serviceId: string) => ServiceColor {
  const order = new Map([...new Set(serviceIds)].sort().map((id, index) => [id, index]));
  return (serviceId) =>
    SERVICE_COLORS[(order.get(serviceId) ?? hashColorIndex(serviceId)) % SERVICE_COLORS.length]!;
}
