/**
 * The invoice page's 'Usar invitación' (issue 17, decision 035): the referral code typed or
 * carried by the invitation cookie, applied once by the referral router (store lock per invoice).
 * A refusal comes back beside the field with the code as typed; success drops the cookie.
 */
import { json } from '@remix-run/node';
import { redirectWithSession, type KodeaSession } from '@server/session.server';
import { expectedOutcome } from '@server/trpc/outcomes';
import { ReferralFormSchema } from '@server/validation/referral';
import { REFERRAL_REFUSED } from '@kernel/texts/referral';
import { parseForm, type FormFields } from '~/lib/forms/parse-form.server';
import { dropReferralCode } from '~/lib/referral-cookie.server';
import type { Caller } from '~/lib/trpc.server';

const REFERRAL_FORM: FormFields<'code'> = { fields: ['code'], maxLength: 60 };

interface Step {
  session: KodeaSession;
  caller: Caller;
  invoiceId: number;
  form: FormData;
  path: string;
}

const answer = (values: Record<string, string>, fieldErrors: Record<string, string>) =>
  json({ form: 'referral' as const, values, fieldErrors }, { status: 400 });

export async function applyReferralStep({ session, caller, invoiceId, form, path }: Step) {
  const parsed = parseForm(ReferralFormSchema, form, REFERRAL_FORM);
  if (!parsed.ok) return answer(parsed.values, parsed.fieldErrors);
  try {
    await caller.referral.applyToInvoice({ invoiceId, code: parsed.value.code });
  } catch (error) {
    const outcome = expectedOutcome(error);
    if (outcome?.kind === 'referral-refused') return answer(parsed.values, { code: outcome.message });
    if (outcome?.kind === 'throttled') return answer(parsed.values, { code: REFERRAL_REFUSED.unavailable });
    throw error;
  }
  return redirectWithSession(path, session, {
    status: 303,
    headers: { 'Set-Cookie': await dropReferralCode() },
  });
}
