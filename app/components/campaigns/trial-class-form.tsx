/**
 * The free trial-class form (issue 17, decision 036): a plain POST form with its one-time token.
 * Works without JavaScript; with it, the button is disabled while sending.
 */
import { Form, useNavigation } from '@remix-run/react';
import { TRIAL_CLASS_TEXT } from '@kernel/texts/trial-class';
import { SelectField, TextField, type Option } from '~/components/forms/fields';
import type { TrialFormView } from '~/routes/clase-de-prueba._index/trial-form.server';

/** The id of a field of the form: the error summary's links point at it. */
export const trialFieldId = (field: string) => `prueba-${field}`;

export interface TrialFormOptions {
  ages: Option[];
  days: Array<{ value: string; field: string; label: string }>;
  phoneCountries: Option[];
}

export function TrialClassForm({ view, options }: { view: TrialFormView; options: TrialFormOptions }) {
  const sending = useNavigation().state === 'submitting';
  const values: Partial<Record<string, string>> = view.values;
  const field = (name: 'parentName' | 'phoneCountry' | 'phone' | 'ageRange') => ({
    id: trialFieldId(name),
    name,
    value: values[name],
    error: view.errors[name],
  });
  const daysId = trialFieldId('days');
  const daysError = view.errors.days;
  return (
    <Form method="post" noValidate className="trial-form" data-testid="trial-class-form">
      <input type="hidden" name="token" value={view.token} />
      <TextField {...field('parentName')} label="Tu nombre" autoComplete="name" />
      <SelectField {...field('phoneCountry')} label="País del teléfono" options={options.phoneCountries} />
      <TextField
        {...field('phone')}
        label="Celular (WhatsApp)"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <SelectField {...field('ageRange')} label="Edad de tu hijo o hija" options={options.ages} />
      <fieldset
        className="field trial-form__days"
        id={daysId}
        aria-invalid={daysError ? true : undefined}
        aria-describedby={daysError ? `${daysId}-error` : `${daysId}-hint`}
      >
        <legend>Días que prefieres</legend>
        <p className="field__hint" id={`${daysId}-hint`}>
          Elige uno o más. Te propondremos un horario en esos días.
        </p>
        {options.days.map((day) => (
          <div className="checkbox" key={day.value}>
            <input
              id={`${daysId}-${day.value}`}
              type="checkbox"
              name={day.field}
              defaultChecked={values[day.field] === 'on'}
            />
            <label htmlFor={`${daysId}-${day.value}`}>{day.label}</label>
          </div>
        ))}
        {daysError ? (
          <p className="field__error" id={`${daysId}-error`}>
            {daysError}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Reservando…' : TRIAL_CLASS_TEXT.submit}
      </button>
    </Form>
  );
}
