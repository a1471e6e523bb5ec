import type { FieldMetadata } from '@conform-to/react';
import { SelectField, TextField, type Option } from '~/components/forms/fields';
import type { CHILD_FIELDS } from '~/routes/registro/sign-up-form.server';

type ChildField = (typeof CHILD_FIELDS)[number];

export interface ChildFieldOptions {
  ages: readonly Option[];
  experiences: readonly Option[];
  systems: readonly Option[];
}

export function ChildFields({
  field,
  options,
  focusName = false,
}: {
  field: (name: ChildField) => { meta: FieldMetadata<string | undefined>; id?: string };
  options: ChildFieldOptions;
  /** The row was just added: its name takes the cursor. */
  focusName?: boolean;
}) {
  return (
    <>
      <TextField {...field('firstName')} label="Nombre" autoComplete="off" focusOnLoad={focusName} />
      <SelectField {...field('age')} label="Rango de edad" options={options.ages} />
      <SelectField
        {...field('experience')}
        label="Experiencia previa en programación"
        options={options.experiences}
      />
      <SelectField
        {...field('operatingSystem')}
        label="Sistema operativo de su computadora"
        hint="Con él te diremos qué necesita su computadora para las clases."
        options={options.systems}
      />
    </>
  );
}
