/**
 * Calls `forget` after any change to the named models of the simulated upstream's database:
 * @mswjs/data's own create, update and delete events (`drop` deletes, so it is seen too). For
 * what the mock keeps in place of a real upstream's indexes (a roster's pages, users by id), so
 * a kept answer is never stale.
 */
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { db } from './index';

/** @mswjs/data's own change events; `drop` deletes, so it is seen too. */
function onChange(listener: (source: unknown, model: unknown) => void): void {
  const events = db[DATABASE_INSTANCE].events;
  events.on('create', listener);
  events.on('update', listener);
  events.on('delete', listener);
}

export function onModelChange(models: ReadonlySet<string>, forget: () => void): void {
  onChange((_source, model) => {
    if (typeof model === 'string' && models.has(model)) forget();
  });
}

/**
 * Calls `forget` after any change to any model of the simulated database: for what is made from
 * many of them at once (an invoice's answer: its items, code, payments, child and referral).
 */
export function onAnyModelChange(forget: () => void): void {
  onChange(() => forget());
}
