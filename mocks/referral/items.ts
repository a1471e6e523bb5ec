/** What a family may invite to: each paid course, its group, and each path with a paid course. */
import { db } from '../db';
import type { ReferralKind } from '../../server/upstream/schemas/referral';

export interface ReferableItem {
  kind: ReferralKind;
  id: number;
  name: string;
  childFirstName: string;
}

export function referableItems(userId: number): ReferableItem[] {
  const children = db.child.findMany({ where: { parentId: { equals: userId } } });
  const items: ReferableItem[] = [];
  const seen = new Set<string>();
  const add = (item: ReferableItem) => {
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push(item);
  };
  for (const child of children) {
    const paid = db.courseEnrolment
      .findMany({ where: { childId: { equals: child.id } } })
      .filter((enrolment) => enrolment.invoice !== null);
    for (const path of db.learningPath.findMany({ where: { childId: { equals: child.id } } })) {
      if (paid.some((enrolment) => enrolment.learningPathId === path.id))
        add({ kind: 'learning_path', id: path.id, name: path.name, childFirstName: child.first_name });
    }
    for (const enrolment of paid) {
      const { id: courseId, name = '' } = enrolment.course;
      const base = { name, childFirstName: child.first_name };
      if (courseId !== undefined) add({ kind: 'course', id: courseId, ...base });
      if (enrolment.group) add({ kind: 'group', id: enrolment.id, ...base });
    }
  }
  return items;
}

export function referableItem(userId: number, kind: ReferralKind, id: number): ReferableItem | null {
  return referableItems(userId).find((item) => item.kind === kind && item.id === id) ?? null;
}
