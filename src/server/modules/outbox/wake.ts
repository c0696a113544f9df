// Tells this process's outbox worker that rows were just written, so a confirmation goes out at once rather than
// at the next poll. Other processes find the rows by polling.
import type { Db } from '#server/db/client.ts';

const listeners = new WeakMap<Db, Set<() => void>>();

/** Calls `listener` after each outboxWritten(db); returns the call that stops it. */
export function onOutboxWritten(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function outboxWritten(db: Db) {
  for (const listener of listeners.get(db) ?? []) listener();
}
