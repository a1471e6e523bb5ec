/**
 * Step 1 of the sign-up: the parent or guardian (docs/decisions/019). A plain POST form. Its
 * document types follow the chosen country through app/enhance/document-types.ts: by the effect
 * below on a hydrated page, by the page's script otherwise.
 */
import { useEffect, useRef } from 'react';
import { CheckboxField, SelectField, TextField, fieldBinder } from '~/components/forms/fields';
import { DOCUMENT_TYPE_SELECTOR, filterDocumentTypes } from '~/enhance/document-types';
import { PasswordField } from '~/components/ui/password-field';
import type { FieldErrors, GuardianValues } from '~/routes/registro/sign-up-form.server';
import type { SignUpOptions } from '~/routes/registro/sign-up-options.server';
import { SIGN_UP_TEXT } from '@kernel/texts/sign-up';

const PREFIX = 'registro';
const id = (field: string) => `${PREFIX}-${field}`;

export function GuardianStep({
  values,
  errors,
  options,
  passwordKept = false,
}: {
  values: GuardianValues;
  errors: FieldErrors;
  options: SignUpOptions;
  /** Back from step 2: the other fields are filled in again, the password never is. */
  passwordKept?: boolean;
}) {
  const field = fieldBinder<keyof GuardianValues>(PREFIX, values, errors);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const select = formRef.current?.querySelector<HTMLSelectElement>(DOCUMENT_TYPE_SELECTOR);
    return select ? filterDocumentTypes(select) : undefined;
  }, []);
  return (
    <form ref={formRef} method="post" action="/registro" noValidate className="sign-up-form">
      <input type="hidden" name="intent" value="guardian" />
      <h2>{SIGN_UP_TEXT.guardianHeading}</h2>
      <div className="form-grid">
        <TextField {...field('firstName')} label="Nombres" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Apellidos" autoComplete="family-name" />
      </div>
      <TextField {...field('email')} label="Correo electrónico" type="email" autoComplete="email" />
      <PasswordField
        id={id('password')}
        name="password"
        label="Contraseña"
        autoComplete="new-password"
        hint={
          passwordKept
            ? `${SIGN_UP_TEXT.passwordAgain} Al menos 8 caracteres, con letras y números.`
            : 'Al menos 8 caracteres, con letras y números.'
        }
        error={errors.password}
      />
      <div className="form-grid">
        <SelectField {...field('phoneCountry')} label="País del teléfono" options={options.phoneCountries} />
        <TextField {...field('phone')} label="Celular" type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      <div className="form-grid">
        <SelectField
          {...field('country')}
          label="País de residencia"
          options={options.countries}
          autoComplete="country"
        />
        <TextField {...field('city')} label="Ciudad" autoComplete="address-level2" />
      </div>
      <SelectField {...field('relation')} label="Relación con el estudiante" options={options.relations} />
      <div className="form-grid">
        <SelectField
          {...field('documentType')}
          label="Tipo de documento"
          hint="Según tu país: DNI en Perú, CURP en México, cédula en Colombia o Ecuador; pasaporte en todos."
          options={options.documents}
          dataAttributes={{ 'data-country-field': id('country') }}
        />
        <TextField {...field('documentNumber')} label="Número de documento" />
      </div>
      <SelectField {...field('source')} label="¿Cómo te enteraste de Kodea?" options={options.sources} />
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
