/**
 * Whether anything wrote to the mock database since it was last seeded. Re-seeding takes tens of
 * milliseconds, and most unit and router tests only read: tests/setup.ts re-seeds only after a
 * test that wrote (through a handler or directly).
 */
const WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'upsert'] as const;

let written = false;

export const databaseWritten = () => written;
export const markDatabaseSeeded = () => {
  written = false;
};

/** Wraps each model's writing methods of an @mswjs/data factory so that they set the flag. */
export function trackWrites<Db extends object>(db: Db): Db {
  for (const model of Object.values(db) as Array<Record<string, unknown>>) {
    for (const name of WRITES) {
      const write = model[name];
      if (typeof write !== 'function') continue;
      model[name] = (...args: unknown[]) => {
        written = true;
        return (write as (...a: unknown[]) => unknown).apply(model, args);
      };
    }
  }
  return db;
}
