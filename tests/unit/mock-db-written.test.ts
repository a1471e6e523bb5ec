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
    ['create', () => db.faq.create({ id: 'faq-nueva', page: 'home', question: 'q', answer: 'a' })],
    [
      'update',
      () => db.user.update({ where: { id: { equals: db.user.getAll()[0].id } }, data: { city: 'Lima' } }),
    ],
    ['delete', () => db.faq.delete({ where: { id: { equals: db.faq.getAll()[0].id } } })],
    ['deleteMany', () => db.faq.deleteMany({ where: { page: { equals: db.faq.getAll()[0].page } } })],
  ])('%s raises the flag; re-seeding lowers it', (_, write) => {
    resetDatabase();
    write();
    expect(databaseWritten()).toBe(true);
    resetDatabase();
    expect(databaseWritten()).toBe(false);
  });
});
