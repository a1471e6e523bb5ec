/** The bounds of the sign-up draft the session keeps (decision 023). */
import { describe, expect, it } from 'vitest';
import { MAX_CHILDREN } from '../../server/validation/sign-up';
import {
  CHILD_DRAFT_LIMITS,
  ChildrenDraftSchema,
  cutChildrenDraft,
  GuardianDraftSchema,
} from '../../server/validation/sign-up-draft';
import { GUARDIAN_INPUT } from '../support/form-inputs';

describe('cutChildrenDraft', () => {
  it('keeps the first rows up to the maximum, each field cut to its limit, unknown fields dropped', () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({
      firstName: `${index}`.padEnd(500, 'n'),
      age: 'a'.repeat(500),
      experience: 'e'.repeat(500),
      operatingSystem: 'o'.repeat(500),
      extra: 'x'.repeat(10_000),
    }));
    const draft = cutChildrenDraft(rows);
    expect(draft).toHaveLength(MAX_CHILDREN);
    expect(draft[5].firstName?.startsWith('5')).toBe(true);
    for (const row of draft) {
      expect(Object.keys(row).sort()).toEqual(['age', 'experience', 'firstName', 'operatingSystem']);
      expect(row.firstName).toHaveLength(CHILD_DRAFT_LIMITS.firstName);
      expect(row.age).toHaveLength(CHILD_DRAFT_LIMITS.age);
      expect(row.experience).toHaveLength(CHILD_DRAFT_LIMITS.experience);
      expect(row.operatingSystem).toHaveLength(CHILD_DRAFT_LIMITS.operatingSystem);
    }
    expect(ChildrenDraftSchema.safeParse(draft).success).toBe(true);
    expect(JSON.stringify(draft).length).toBeLessThan(1_000);
  });

  it('the limits are the schema limits: the longest option of each choice', () => {
    expect(CHILD_DRAFT_LIMITS).toEqual({
      firstName: 60,
      age: '12_to_15'.length,
      experience: 'notexperience'.length,
      operatingSystem: 'windows'.length,
    });
  });

  it('a stored draft larger than that does not fit the schema', () => {
    expect(ChildrenDraftSchema.safeParse(Array.from({ length: MAX_CHILDREN + 1 }, () => ({}))).success).toBe(
      false,
    );
    expect(ChildrenDraftSchema.safeParse([{ firstName: 'n'.repeat(61) }]).success).toBe(false);
    expect(ChildrenDraftSchema.safeParse([{ nickname: 'x' }]).success).toBe(false);
  });
});

describe('GuardianDraftSchema', () => {
  const { password: _password, ...step } = { ...GUARDIAN_INPUT, phone: '+51987654321' };

  it('has a sealed password and never a password in clear', () => {
    expect(GuardianDraftSchema.safeParse({ ...step, sealedPassword: 'v1.a.b.c.d' }).success).toBe(true);
    expect(GuardianDraftSchema.safeParse({ ...step, password: 'Kodea2026!' }).success).toBe(false);
    expect(
      GuardianDraftSchema.safeParse({ ...step, sealedPassword: 'v1.a.b.c.d', password: 'Kodea2026!' })
        .success,
    ).toBe(false);
  });

  it('refuses fields over their limits', () => {
    expect(
      GuardianDraftSchema.safeParse({ ...step, sealedPassword: 'x', city: 'c'.repeat(81) }).success,
    ).toBe(false);
    expect(GuardianDraftSchema.safeParse({ ...step, sealedPassword: 'x'.repeat(1201) }).success).toBe(false);
  });
});
