// tests/setup.ts re-seeds the mock database only after a test that wrote to it: every way of
// writing must raise the flag, and a read must not.
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { resetDatabase } from '../../mocks/db/seed';
import { databaseWritten } from '../../mocks/db/written';

describe('the mock database knows when it was written', () => {
  it('a fresh seed is unwritten, and reads leave it so', () => {
    resetDatabase();
    db.user.findMany({});
    db.faq.count();
    expect(databaseWritten()).toBe(false);
  });

  it.each([
    ['create', () => db.faq.create({ id: 9_999, question: 'q', answer: 'a' } as never)],
    ['update', () => db.user.update({ where: { id: { equals: db.user.getAll()[0].id } }, data: { city: 'Lima' } })],
    ['delete', () => db.faq.delete({ where: { id: { equals: db.faq.getAll()[0].id } } })],
    ['deleteMany', () => db.faq.deleteMany({ where: { id: { gte: 0 } } })],
  ])('%s raises the flag; re-seeding lowers it', (_, write) => {
    resetDatabase();
    write();
    expect(databaseWritten()).toBe(true);
    resetDatabase();
    expect(databaseWritten()).toBe(false);
  });
});
