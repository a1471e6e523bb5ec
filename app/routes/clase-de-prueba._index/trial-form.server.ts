/** The trial-class form: its one-time token makes a second post book nothing. */
import { redirect, json, type AppLoadContext } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { STUDENT_AGE_LABEL, STUDENT_AGES } from '@kernel/age-ranges';
import type { SubmissionResult } from '@conform-to/react';
import { TRIAL_CLASS_TEXT, WEEKDAY_LABEL } from '@kernel/texts/trial-class';
import { PHONE_COUNTRIES } from '@server/forms/options/phone';
import { DEFAULT_COUNTRY } from '@server/forms/options/countries';
import { logger } from '@server/log/logger';
import { expectedOutcome } from '@server/trpc/outcomes';
import { TrialClassFormSchema } from '@server/validation/trial-class';
import type { Option } from '~/components/forms/fields';
import { parseSubmission } from '~/lib/forms/submission.server';
import { errorCode, orThrowResponse, throwIfStoreOutage } from '~/lib/route-errors.server';
import { trialCookie } from '~/lib/trial-banner.server';
import { getCaller } from '~/lib/trpc.server';
import { loaderCaller } from '~/lib/loader-session.server';

/** Each text cut to 100 characters: above every limit of the schema. */
const TRIAL_LIMITS = { maxLength: 100 };

export interface TrialFormView {
  token: string;
  result?: SubmissionResult<string[]>;
}

const PHONE_COUNTRY_OPTIONS: Option[] = PHONE_COUNTRIES.map(({ code, name, dialCode }) => ({
  value: code,
  label: `${name} (${dialCode})`,
}));

export async function loadTrialForm(request: Request, context?: AppLoadContext) {
  const caller = await loaderCaller(request, context);
  const offer = await orThrowResponse(caller.trialClass.offer());
  if (!offer) return json({ offer: null, view: null });
  const view: TrialFormView = { token: randomUUID() };
  return json({
    offer: {
      title: offer.title,
      description: offer.description,
      durationMinutes: offer.duration_minutes,
      // The whole second age list: a family with a younger child reads why, beside the field.
      ages: STUDENT_AGES.map((value) => ({ value, label: STUDENT_AGE_LABEL[value] })),
      days: offer.days.map((day) => ({ value: day, label: WEEKDAY_LABEL[day] })),
      phoneCountries: PHONE_COUNTRY_OPTIONS,
      defaultPhoneCountry: DEFAULT_COUNTRY,
    },
    view,
  });
}

export async function trialFormAction(request: Request) {
  const submission = parseSubmission(await request.formData(), TrialClassFormSchema, TRIAL_LIMITS);
  const posted = submission.payload.token;
  // Nothing was booked under this token yet: the same form may be sent again once corrected.
  const again = (status: number, formError?: string) =>
    json<TrialFormView>(
      {
        token: typeof posted === 'string' && posted ? posted : randomUUID(),
        result: submission.reply(formError ? { formErrors: [formError] } : {}),
      },
      { status },
    );
  if (submission.status !== 'success') return again(400);
  const caller = await getCaller(request);
  try {
    const booking = await caller.trialClass.book(submission.value);
    const confirmation = `/clase-de-prueba/confirmada?codigo=${encodeURIComponent(booking.id)}&horas=${
      booking.contactWithinHours
    }`;
    return redirect(confirmation, { headers: { 'Set-Cookie': trialCookie('booked') } });
  } catch (error) {
    throwIfStoreOutage(error);
    const outcome = expectedOutcome(error);
    // Each limit says what it is: the site's is no fault of this family's connection.
    if (outcome?.kind === 'throttled')
      return again(429, outcome.scope === 'site' ? TRIAL_CLASS_TEXT.siteBusy : TRIAL_CLASS_TEXT.throttled);
    if (outcome?.kind === 'invalid-input') return again(400, TRIAL_CLASS_TEXT.refused);
    logger.error(`[trial-class] booking failed: ${errorCode(error) ?? 'unknown'}`);
    return again(502, TRIAL_CLASS_TEXT.failure);
  }
}
