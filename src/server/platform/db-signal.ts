// A signal within this process about one database: "rows were just written that a worker of this process should
// look at now" (the outbox's messages, the waitlist's freed time). Other processes find the rows by polling.
import type { Db } from '#server/db/client.ts';

export type DbSignal = {
  /** Calls `listener` after each emit(db); returns the call that stops it. */
  on: (db: Db, listener: () => void) => () => void;
  emit: (db: Db) => void;
};

export function dbSignal(): DbSignal {
  const listeners = new WeakMap<Db, Set<() => void>>();
  return {
    on(db, listener) {
      let set = listeners.get(db);
      if (!set) {
        set = new Set();
        listeners.set(db, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(db) {
      for (const listener of listeners.get(db) ?? []) listener();
    },
  };
}
