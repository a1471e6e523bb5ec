/**
 * The simulated upstream's users by id (mocks/db/index.ts) are what @mswjs/data holds at
 * the time of asking: kept between changes, never after one (update, create, delete, drop).
 */
import { drop } from '@mswjs/data';
import { afterEach, describe, expect, it } from 'vitest';
import { db, userById } from '../../mocks/db';
import { resetDatabase } from '../../mocks/db/seed';

const byQuery = (id: number) => db.user.findFirst({ where: { id: { equals: id } } });
const UNUSED_ID = 987_654;

afterEach(() => resetDatabase());

describe('userById', () => {
  it('answers what a query by primary key answers, for every fixture user and an unknown id', () => {
    for (const user of db.user.getAll()) expect(userById(user.id)).toEqual(byQuery(user.id));
    expect(userById(UNUSED_ID)).toBeNull();
  });

  it('an update is seen at once', () => {
    const [first] = db.user.getAll();
    if (!first) throw new Error('no fixture users');
    expect(userById(first.id)?.email).toBe(first.email);
    db.user.update({ where: { id: { equals: first.id } }, data: { email: 'nuevo@example.com' } });
    expect(userById(first.id)?.email).toBe('nuevo@example.com');
  });

  it('an id asked before its user existed finds the user once created, and nothing once deleted', () => {
    expect(userById(UNUSED_ID)).toBeNull();
    const [template] = db.user.getAll();
    if (!template) throw new Error('no fixture users');
    db.user.create({ ...template, id: UNUSED_ID, email: 'recien@example.com' });
    expect(userById(UNUSED_ID)?.email).toBe('recien@example.com');
    db.user.delete({ where: { id: { equals: UNUSED_ID } } });
    expect(userById(UNUSED_ID)).toBeNull();
  });

  it('nothing is found after the database is dropped', () => {
    const [first] = db.user.getAll();
    if (!first) throw new Error('no fixture users');
    expect(userById(first.id)).not.toBeNull();
    drop(db);
    expect(userById(first.id)).toBeNull();
  });
});
