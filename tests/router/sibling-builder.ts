/** A builder: another child of padre@ (101) in the mock database, for "another child is another unit" cases. */
import { db } from '../../mocks/db';

const SIBLINGS = {
  valeria: { id: 504, first_name: 'Valeria', password: 'Vale-2026', icon_id: 2, age_range: '8_to_11' },
  lucia: { id: 505, first_name: 'Lucía', password: 'Lucia-2026', icon_id: 3, age_range: '5_to_7' },
} as const;

export function addSibling(name: keyof typeof SIBLINGS): { childId: number } {
  const sibling = SIBLINGS[name];
  db.child.create({
    ...sibling,
    parentId: 101,
    last_name: 'Quispe Vargas',
    email: `${name}.quispe@alumnos.kodea.pe`,
  });
  return { childId: sibling.id };
}
