// Tells this process's outbox worker that rows were just written, so a confirmation goes out at once rather than
// at the next poll. Other processes find the rows by polling.
import { dbSignal } from '#server/platform/db-signal.ts';

const written = dbSignal();

/** Calls `listener` after each outboxWritten(db); returns the call that stops it. */
export const onOutboxWritten = written.on;

export const outboxWritten = written.emit;
