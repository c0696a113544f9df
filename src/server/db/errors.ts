// What a database error means: its SQLSTATE and constraint, looking through the driver wrappers (Drizzle puts the
// driver's error in `cause`), or that the database could not be reached. The one place that reads PostgreSQL error
// codes.

type PgErrorShape = { code?: unknown; constraint?: unknown; cause?: unknown };

function findPgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as PgErrorShape;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return undefined;
}

/** SQLSTATE of a database error, if it is one. */
export function pgErrorCode(error: unknown): string | undefined {
  return findPgError(error)?.code;
}

/** A unique-index violation (23505), optionally of one named index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findPgError(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}

/** A check violation (23514) of `constraint`: also what the class triggers raise (decision 036). */
export const isCheckViolation = (error: unknown, constraint: string) => {
  const found = findPgError(error);
  return found?.code === '23514' && found.constraint === constraint;
};

/** 23P01: an exclusion constraint refused an overlapping live booking (bookings_no_overlap: the member's time) or
 * hold (booking_resources_no_overlap: a resource's unit). */
export const isOverlapViolation = (error: unknown) => pgErrorCode(error) === '23P01';

/** 40P01: PostgreSQL broke a lock cycle by aborting this statement. Two writers of a visit shared between members
 * (decision 043) may lock the same members in different orders (a move's and a new visit's): the time is taken. */
export const isDeadlock = (error: unknown) => pgErrorCode(error) === '40P01';

/** 23P01 of a class session's room (decision 036): every unit is held by a booking or another session then. */
export const isRoomTaken = (error: unknown) =>
  isOverlapViolation(error) &&
  ['class_sessions_room_taken', 'class_sessions_room_no_overlap'].includes(
    findPgError(error)?.constraint ?? '',
  );

/** 23P01 of booking_resources_no_overlap: every unit of a resource the booking needs is taken at that time. */
export const isResourceTaken = (error: unknown) =>
  findPgError(error)?.constraint === 'booking_resources_no_overlap' && isOverlapViolation(error);

// SQLSTATE classes and codes that mean the connection, not the request, failed: 08 connection exception,
// 57P01-57P03 administrator/crash shutdown and "starting up", 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
// Socket errors while connecting or mid-query, and node-postgres's own wording for a lost connection, a pool that
// waited connectionTimeoutMillis for a client, and a query that hit query_timeout.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/** True when the database could not be reached or dropped the connection: the same request may succeed later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const sqlState = pgErrorCode(error);
  if (sqlState !== undefined) return UNAVAILABLE_SQLSTATE.test(sqlState);
  // Drizzle wraps the driver's error in `cause`.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as NodeJS.ErrnoException;
    if ((code && UNAVAILABLE_SOCKET_CODES.has(code)) || UNAVAILABLE_MESSAGE.test(current.message))
      return true;
    current = current.cause;
  }
  return false;
}
