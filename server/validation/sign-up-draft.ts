/** A sign-up draft in the session: anonymous visitors write it, so it is bounded and the password sealed. */
import { z } from 'zod';
import { DOCUMENT_TYPES } from '../forms/options/documents';
import {
  CHILD_AGE_OPTIONS,
  EXPERIENCES,
  GUARDIAN_RELATIONS,
  MARKETING_SOURCES,
} from '../forms/options/family';
import { OPERATING_SYSTEMS } from '../forms/options/operating-systems';
import { MAX_CHILDREN, SIGN_UP_LIMITS } from './sign-up';

/** A sealed password of SIGN_UP_LIMITS.password characters at most, in base64url. */
const SEALED_MAX = 1200;

export const GuardianDraftSchema = z
  .object({
    firstName: z.string().max(SIGN_UP_LIMITS.text),
    lastName: z.string().max(SIGN_UP_LIMITS.text),
    email: z.string().max(SIGN_UP_LIMITS.email),
    phoneCountry: z.string().max(2),
    phone: z.string().max(SIGN_UP_LIMITS.phone),
    country: z.string().max(2),
    city: z.string().max(SIGN_UP_LIMITS.text),
    relation: z.enum(GUARDIAN_RELATIONS),
    documentType: z.enum(DOCUMENT_TYPES),
    documentNumber: z.string().max(SIGN_UP_LIMITS.documentNumber),
    source: z.enum(MARKETING_SOURCES),
    acceptTerms: z.literal(true),
    sealedPassword: z.string().max(SEALED_MAX),
  })
  .strict();
export type GuardianDraft = z.infer<typeof GuardianDraftSchema>;

const longest = (values: readonly string[]) => Math.max(...values.map((value) => value.length));

/** For a choice, the longest of its options. */
export const CHILD_DRAFT_LIMITS = {
  firstName: SIGN_UP_LIMITS.childName,
  age: longest(CHILD_AGE_OPTIONS),
  experience: longest(EXPERIENCES),
  operatingSystem: longest(OPERATING_SYSTEMS),
} as const;
type ChildDraftField = keyof typeof CHILD_DRAFT_LIMITS;
const CHILD_DRAFT_FIELDS = Object.keys(CHILD_DRAFT_LIMITS).filter(
  (key): key is ChildDraftField => key in CHILD_DRAFT_LIMITS,
);

export const ChildDraftSchema = z
  .object({
    firstName: z.string().max(CHILD_DRAFT_LIMITS.firstName).optional(),
    age: z.string().max(CHILD_DRAFT_LIMITS.age).optional(),
    experience: z.string().max(CHILD_DRAFT_LIMITS.experience).optional(),
    operatingSystem: z.string().max(CHILD_DRAFT_LIMITS.operatingSystem).optional(),
  })
  .strict();
export type ChildDraft = z.infer<typeof ChildDraftSchema>;

export const ChildrenDraftSchema = z.array(ChildDraftSchema).max(MAX_CHILDREN);

export function cutChildrenDraft(rows: ReadonlyArray<Partial<Record<string, string>>>): ChildDraft[] {
  return rows.slice(0, MAX_CHILDREN).map((row) => {
    const draft: ChildDraft = {};
    for (const field of CHILD_DRAFT_FIELDS) {
      const value = row[field];
      if (typeof value === 'string') draft[field] = value.slice(0, CHILD_DRAFT_LIMITS[field]);
    }
    return draft;
  });
}
