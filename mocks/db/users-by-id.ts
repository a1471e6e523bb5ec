/** A user of the simulated upstream by id. */
import { db } from './index';

type User = NonNullable<ReturnType<typeof db.user.findFirst>>;

export function userById(id: number): User | null {
  return db.user.findFirst({ where: { id: { equals: id } } });
}
