// What a database error means: its SQLSTATE and constraint, looking through the driver wrappers (Drizzle puts the
// driver's error in `cause`). The one place that reads PostgreSQL error codes.

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

/** 23P01: the bookings_no_overlap exclusion constraint refused an overlapping live booking. */
export const isOverlapViolation = (error: unknown) => pgErrorCode(error) === '23P01';
