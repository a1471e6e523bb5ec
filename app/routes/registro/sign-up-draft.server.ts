// The unfinished sign-up in the session, password sealed. Reads check the shape again, so an
// older format or a tampered store counts as no draft.
import { seal, unseal } from '@server/auth/sealed-secret';
import type { KodeaSession } from '@server/session.server';
import type { GuardianStep } from '@server/validation/sign-up';
import {
  ChildrenDraftSchema,
  cutChildrenDraft,
  GuardianDraftSchema,
  type ChildDraft,
  type GuardianDraft,
} from '@server/validation/sign-up-draft';

/** What the sealed value is for: it opens as nothing else. */
const PASSWORD_PURPOSE = 'sign-up password';

export function keepGuardian(session: KodeaSession, step: GuardianStep): void {
  const { password, ...rest } = step;
  const draft = GuardianDraftSchema.safeParse({ ...rest, sealedPassword: seal(password, PASSWORD_PURPOSE) });
  // A valid step 1 always fits; anything else is never stored.
  if (draft.success) session.set('signUp', draft.data);
  else session.unset('signUp');
}

export function keptGuardian(session: KodeaSession): GuardianDraft | null {
  const parsed = GuardianDraftSchema.safeParse(session.get('signUp'));
  return parsed.success ? parsed.data : null;
}

export function guardianWithPassword(draft: GuardianDraft): GuardianStep | null {
  const { sealedPassword, ...rest } = draft;
  const password = unseal(sealedPassword, PASSWORD_PURPOSE);
  return password === null ? null : { ...rest, password };
}

export function keepChildren(
  session: KodeaSession,
  rows: ReadonlyArray<Partial<Record<string, string>>>,
): void {
  const draft = ChildrenDraftSchema.safeParse(cutChildrenDraft(rows));
  if (draft.success) session.set('signUpChildren', draft.data);
  else session.unset('signUpChildren');
}

export function keptChildren(session: KodeaSession): ChildDraft[] | null {
  const parsed = ChildrenDraftSchema.safeParse(session.get('signUpChildren'));
  return parsed.success ? parsed.data : null;
}
