// A visit (decision 037): several services booked back to back with one member, one booking for the customer.

/** The most services one visit holds: the booked service and up to four more. */
export const MAX_VISIT_SERVICES = 5;

/** How a visit is named wherever a booking shows its service: 'Haircut + Beard trim'. */
export const VISIT_NAME_SEPARATOR = ' + ';

export const VISIT_MESSAGES = {
  repeated: 'Each service can be in a visit only once.',
  tooMany: `A visit can have at most ${MAX_VISIT_SERVICES} services.`,
  notWithClass: 'A class cannot be booked as part of a visit.',
} as const;

/** A booking's services in order (the booked one first), or undefined for a booking of one service. */
export function visitServiceIdsOf(
  serviceId: string,
  extraServiceIds?: readonly string[] | null,
): string[] | undefined {
  return extraServiceIds?.length ? [serviceId, ...extraServiceIds] : undefined;
}
