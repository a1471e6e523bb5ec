/**
 * The generated families of the benchmark (fixtures/generators/family.ts, decision 040): the same
 * sizes give the same rows, ids never collide, and once inserted the family reads through the
 * app's own procedures (so every row passes the upstream schemas) with one child's enrolments
 * per call.
 */
import { describe, expect, it } from 'vitest';
import { familyEmail, generateFamily, isFamilySize } from '../../fixtures/generators/family';
import { insertFamily } from '../../mocks/support/generate-family';
import { signedInCaller } from '../support/caller';

describe('family generator', () => {
  it('is deterministic, and sizes out of range are refused', () => {
    expect(generateFamily({ children: 5, enrolments: 50 })).toEqual(
      generateFamily({ children: 5, enrolments: 50 }),
    );
    expect(isFamilySize({ children: 21, enrolments: 50 })).toBe(false);
    expect(isFamilySize({ children: 1, enrolments: 0 })).toBe(false);
    expect(() => generateFamily({ children: 1.5, enrolments: 50 })).toThrow(RangeError);
  });

  it('C children × E enrolments, with ids unique within and across sizes', () => {
    const big = generateFamily({ children: 20, enrolments: 50 });
    const small = generateFamily({ children: 1, enrolments: 50 });
    expect(big.children).toHaveLength(20);
    for (const child of big.children)
      expect(big.enrolments.filter((enrolment) => enrolment.childId === child.id)).toHaveLength(50);
    const ids = (family: typeof big) => [family.parent.id, ...family.children.map((child) => child.id)];
    expect(new Set([...ids(big), ...ids(small)]).size).toBe(ids(big).length + ids(small).length);
    const enrolmentIds = [...big.enrolments, ...small.enrolments].map((enrolment) => enrolment.id);
    expect(new Set(enrolmentIds).size).toBe(enrolmentIds.length);
  });

  it('inserted, it signs in and reads one child at a time through the procedures', async () => {
    // Small, so the insert stays quick; the sizes only change how many rows are made.
    const size = { children: 3, enrolments: 12 };
    const family = generateFamily(size);
    insertFamily(family);
    const { caller } = await signedInCaller(familyEmail(size));
    const children = await caller.parents.children();
    expect(children.map((child) => child.id)).toEqual(family.children.map((child) => child.id));
    const last = await caller.enrollments.byChild({ childId: children[2].id });
    const count =
      last.courses.length + last.learningPaths.reduce((sum, path) => sum + path.courses.length, 0);
    expect(count).toBe(12);
    expect(last.learningPaths.filter((path) => path.certificate === null)).toHaveLength(1);
  });
});
