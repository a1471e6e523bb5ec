/**
 * /clase-de-prueba, server side (issue 17, decision 036): the free trial-class form. The offer
 * (its ages and days) comes from the API; the form carries a one-time token, so a second post of
 * the same form books nothing and lands on the same confirmation. Invalid input, a throttled
 * client or a failed booking come back with every value typed and the error summary.
 */
import { redirect } from '@remix-run/node';
import { json } from '@remix-run/node';
import { randomUUID } from 'node:crypto';
import { AGE_RANGE_LABEL } from '@kernel/age-ranges';
import { TRIAL_CLASS_TEXT, WEEKDAY_LABEL, WEEKDAYS, type Weekday } from '@kernel/texts/trial-class';
import { PHONE_COUNTRIES } from '@server/forms/options/phone';
import { DEFAULT_COUNTRY } from '@server/forms/options/countries';
import { logger } from '@server/log/logger';
import { expectedOutcome } from '@server/trpc/outcomes';
import { TrialClassFormSchema } from '@server/validation/trial-class';
import { trialFieldId } from '~/components/campaigns/trial-class-form';
import type { ErrorSummaryItem } from '~/components/forms/error-summary';
import type { Option } from '~/components/forms/fields';
import { parseForm, type FieldErrors, type FormFields } from '~/lib/forms/parse-form.server';
import { errorCode, orThrowResponse, storeOutageResponse } from '~/lib/route-errors.server';
import { trialCookie } from '~/lib/trial-banner.server';
import { getCaller } from '~/lib/trpc.server';

export const dayField = (day: Weekday) => `dia-${day}` as const;
type DayField = ReturnType<typeof dayField>;
const TEXT_FIELDS = ['parentName', 'phoneCountry', 'phone', 'ageRange'] as const;
type TrialField = (typeof TEXT_FIELDS)[number] | DayField | 'token';

const DAY_FIELDS: DayField[] = WEEKDAYS.map(dayField);

const TRIAL_FORM: FormFields<TrialField> = {
  fields: [...TEXT_FIELDS, ...DAY_FIELDS, 'token'],
  checkboxes: DAY_FIELDS,
  maxLength: 100,
  toInput: (values) => ({
    parentName: values.parentName,
    phoneCountry: values.phoneCountry,
    phone: values.phone,
    ageRange: values.ageRange,
    days: WEEKDAYS.filter((day) => values[dayField(day)] === 'on'),
    token: values.token,
  }),
};

export interface TrialFormView {
  token: string;
  values: Partial<Record<TrialField, string>>;
  errors: FieldErrors;
  summary: ErrorSummaryItem[];
  formError?: string;
}

const PHONE_COUNTRY_OPTIONS: Option[] = PHONE_COUNTRIES.map(({ code, name, dialCode }) => ({
  value: code,
  label: `${name} (${dialCode})`,
}));

function summaryOf(errors: FieldErrors): ErrorSummaryItem[] {
  const items = [...TEXT_FIELDS, 'days' as const].flatMap((field) =>
    errors[field] ? [{ fieldId: trialFieldId(field), message: errors[field] }] : [],
  );
  // A broken token names no field: its message links to the first one.
  if (errors.token) items.push({ fieldId: trialFieldId('parentName'), message: errors.token });
  return items;
}

export async function loadTrialForm(request: Request) {
  const caller = await getCaller(request);
  const offer = await orThrowResponse(caller.trialClass.offer());
  if (!offer) return json({ offer: null, view: null });
  const view: TrialFormView = {
    token: randomUUID(),
    values: { phoneCountry: DEFAULT_COUNTRY },
    errors: {},
    summary: [],
  };
  return json({
    offer: {
      title: offer.title,
      description: offer.description,
      durationMinutes: offer.duration_minutes,
      ages: offer.age_ranges.map((value) => ({ value, label: AGE_RANGE_LABEL[value] })),
      days: offer.days.map((day) => ({ value: day, field: dayField(day), label: WEEKDAY_LABEL[day] })),
      phoneCountries: PHONE_COUNTRY_OPTIONS,
    },
    view,
  });
}

export async function trialFormAction(request: Request) {
  const parsed = parseForm(TrialClassFormSchema, await request.formData(), TRIAL_FORM);
  const { token, ...values } = parsed.values;
  // Nothing was booked under this token yet: the same form may be sent again once corrected.
  const again = (errors: FieldErrors, status: number, formError?: string) =>
    json<TrialFormView>(
      { token: token || randomUUID(), values, errors, summary: summaryOf(errors), formError },
      { status },
    );
  if (!parsed.ok) return again(parsed.fieldErrors, 400);
  const caller = await getCaller(request);
  try {
    const booking = await caller.trialClass.book(parsed.value);
    const confirmation = `/clase-de-prueba/confirmada?codigo=${encodeURIComponent(booking.id)}&horas=${
      booking.contactWithinHours
    }`;
    return redirect(confirmation, { headers: { 'Set-Cookie': trialCookie('booked') } });
  } catch (error) {
    const outage = storeOutageResponse(error);
    if (outage) throw outage;
    const outcome = expectedOutcome(error)?.kind;
    if (outcome === 'throttled') return again({}, 429, TRIAL_CLASS_TEXT.throttled);
    if (outcome === 'invalid-input') return again({}, 400, TRIAL_CLASS_TEXT.refused);
    logger.error(`[trial-class] booking failed: ${errorCode(error) ?? 'unknown'}`);
    return again({}, 502, TRIAL_CLASS_TEXT.failure);
  }
}
