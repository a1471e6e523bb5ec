import { getCollectionProps, getFieldsetProps, getFormProps, useForm } from '@conform-to/react';
import { Form } from '@remix-run/react';
import type { z } from 'zod';
import { TRIAL_CLASS_TEXT } from '@kernel/texts/trial-class';
import type { TrialClassFormSchema } from '@server/validation/trial-class';
import { ErrorSummary, summaryOf } from '~/components/forms/error-summary';
import { errorOf, FieldError, SelectField, TextField, type Option } from '~/components/forms/fields';
import type { TrialFormView } from '~/routes/clase-de-prueba._index/trial-form.server';
import { SubmitButton } from '~/components/forms/submit-button';

export interface TrialFormOptions {
  ages: Option[];
  days: Option[];
  phoneCountries: Option[];
  defaultPhoneCountry: string;
}

export function TrialClassForm({ view, options }: { view: TrialFormView; options: TrialFormOptions }) {
  const [form, fields] = useForm<z.input<typeof TrialClassFormSchema>>({
    id: 'prueba',
    lastResult: view.result,
    defaultValue: { phoneCountry: options.defaultPhoneCountry },
  });
  const hintId = `${fields.days.id}-hint`;
  // Conform gives each checkbox a React key too; it is the element's key, not a prop to spread.
  const days = getCollectionProps(fields.days, {
    type: 'checkbox',
    options: options.days.map((day) => day.value),
    ariaDescribedBy: hintId,
  }).map(({ key: _key, ...day }) => day);
  // The group's id and description; not its name, which is the boxes' own (a fieldset posts nothing).
  const {
    name: _name,
    form: _form,
    ...daysGroup
  } = getFieldsetProps(fields.days, { ariaDescribedBy: hintId });
  const summary = summaryOf([
    fields.parentName,
    fields.phoneCountry,
    fields.phone,
    fields.age,
    fields.days,
    // A broken token names no field: its message links to the first one.
    { id: fields.parentName.id, errors: fields.token.errors },
  ]);
  return (
    <>
      <ErrorSummary items={summary} message={form.errors?.[0]} messageId={form.errorId} />
      {/* The page does not hydrate: app/enhance/busy-on-submit.ts shows the form being sent. */}
      <Form
        method="post"
        className="trial-form"
        data-testid="trial-class-form"
        data-busy-on-submit=""
        {...getFormProps(form)}
      >
        <input type="hidden" name="token" value={view.token} />
        <TextField meta={fields.parentName} label="Tu nombre" autoComplete="name" />
        <SelectField meta={fields.phoneCountry} label="País del teléfono" options={options.phoneCountries} />
        <TextField
          meta={fields.phone}
          label="Celular (WhatsApp)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <SelectField meta={fields.age} label={TRIAL_CLASS_TEXT.ageLabel} options={options.ages} />
        <fieldset className="field trial-form__days" {...daysGroup}>
          <legend>Días que prefieres</legend>
          <p className="field__hint" id={hintId}>
            Elige uno o más. Te propondremos un horario en esos días.
          </p>
          {options.days.map((day, index) => (
            <div className="checkbox" key={day.value}>
              <input {...days[index]} />
              <label htmlFor={days[index].id}>{day.label}</label>
            </div>
          ))}
          <FieldError id={fields.days.errorId} message={errorOf(fields.days)} />
        </fieldset>
        <SubmitButton idle={TRIAL_CLASS_TEXT.submit} sending="Reservando…" />
      </Form>
    </>
  );
}
