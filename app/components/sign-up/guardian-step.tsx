/** Step 1 of the sign-up: the parent or guardian (docs/decisions/019). A plain POST form. */
import { CheckboxField, SelectField, TextField, type TextFieldProps } from '~/components/forms/fields';
import { PasswordField } from '~/components/ui/password-field';
import type { FieldErrors, GuardianValues } from '~/features/sign-up-form.server';
import type { SignUpOptions } from '~/features/sign-up-options.server';
import { SIGN_UP_TEXT } from './texts';

const id = (field: string) => `registro-${field}`;

export function GuardianStep({
  values,
  errors,
  options,
}: {
  values: GuardianValues;
  errors: FieldErrors;
  options: SignUpOptions;
}) {
  const text = (field: keyof GuardianValues, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={id(field)}
      name={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      {...extra}
    />
  );
  return (
    <form method="post" action="/registro" noValidate className="sign-up-form">
      <input type="hidden" name="intent" value="guardian" />
      <h2>{SIGN_UP_TEXT.guardianHeading}</h2>
      <div className="form-grid">
        {text('firstName', 'Nombres', { autoComplete: 'given-name' })}
        {text('lastName', 'Apellidos', { autoComplete: 'family-name' })}
      </div>
      {text('email', 'Correo electrónico', { type: 'email', autoComplete: 'email' })}
      <PasswordField
        id={id('password')}
        name="password"
        label="Contraseña"
        autoComplete="new-password"
        hint="Al menos 8 caracteres, con letras y números."
        error={errors.password}
      />
      <div className="form-grid">
        <SelectField
          id={id('phoneCountry')}
          name="phoneCountry"
          label="País del teléfono"
          options={options.phoneCountries}
          value={values.phoneCountry}
          error={errors.phoneCountry}
        />
        {text('phone', 'Celular', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      </div>
      <div className="form-grid">
        <SelectField
          id={id('country')}
          name="country"
          label="País de residencia"
          options={options.countries}
          value={values.country}
          error={errors.country}
          autoComplete="country"
        />
        {text('city', 'Ciudad', { autoComplete: 'address-level2' })}
      </div>
      <SelectField
        id={id('relation')}
        name="relation"
        label="Relación con el estudiante"
        options={options.relations}
        value={values.relation}
        error={errors.relation}
      />
      <div className="form-grid">
        <SelectField
          id={id('documentType')}
          name="documentType"
          label="Tipo de documento"
          hint="Según tu país: DNI en Perú, CURP en México, cédula en Colombia o Ecuador; pasaporte en todos."
          options={options.documents}
          value={values.documentType}
          error={errors.documentType}
          dataAttributes={{ 'data-country-field': 'registro-country' }}
        />
        {text('documentNumber', 'Número de documento')}
      </div>
      <SelectField
        id={id('source')}
        name="source"
        label="¿Cómo te enteraste de Kodea?"
        options={options.sources}
        value={values.source}
        error={errors.source}
      />
      <CheckboxField
        id={id('acceptTerms')}
        name="acceptTerms"
        checked={values.acceptTerms === 'on'}
        error={errors.acceptTerms}
      >
        Acepto los <a href="/terminos-y-condiciones">términos y condiciones</a>
      </CheckboxField>
      <button type="submit" className="button button--block">
        Continuar
      </button>
    </form>
  );
}
