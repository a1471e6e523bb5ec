/**
 * One child's four fields, as the sign-up's children step and 'Agregar hijo' (add a child later)
 * both ask for them: the same labels, options and hint in both places.
 */
import { SelectField, TextField, type Option } from '~/components/forms/fields';
import type { ChildValues } from '~/routes/registro/sign-up-form.server';

type ChildField = keyof ChildValues;

export interface ChildFieldOptions {
  ages: readonly Option[];
  experiences: readonly Option[];
  systems: readonly Option[];
}

export function ChildFields({
  field,
  options,
}: {
  /** Each field's id, name, value and error (the two forms name and number them differently). */
  field: (name: ChildField) => { id: string; name: string; value?: string; error?: string };
  options: ChildFieldOptions;
}) {
  return (
    <>
      <TextField {...field('firstName')} label="Nombre" autoComplete="off" />
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
