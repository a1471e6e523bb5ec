import { getFormProps, useForm } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { GuardianStepSchema } from '@server/validation/sign-up';
import { ErrorSummary, summaryOf } from '~/components/forms/error-summary';
import { CheckboxField, SelectField, TextField } from '~/components/forms/fields';
import { DOCUMENT_TYPE_SELECTOR, filterDocumentTypes } from '~/enhance/document-types';
import { PasswordField } from '~/components/ui/password-field';
import type { SignUpView } from '~/routes/registro/sign-up.server';
import type { SignUpOptions } from '~/routes/registro/sign-up-options.server';
import { SIGN_UP_TEXT } from '@kernel/texts/sign-up';
import { PRIVACY_PATH, PRIVACY_TITLE } from '@kernel/texts/privacy';
import { PRIVACY_NOTICE } from '@kernel/texts/privacy-policy';
import { ReturnField } from './return-field';

const PASSWORD_RULE = 'Al menos 8 caracteres, con letras y números.';

export function GuardianStep({
  view,
  options,
}: {
  view: Extract<SignUpView, { step: 'guardian' }>;
  options: SignUpOptions;
}) {
  const [form, fields] = useForm<z.input<typeof GuardianStepSchema>>({
    id: 'registro',
    lastResult: view.result,
    defaultValue: view.defaultValue,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const select = formRef.current?.querySelector<HTMLSelectElement>(DOCUMENT_TYPE_SELECTOR);
    return select ? filterDocumentTypes(select) : undefined;
  }, []);
  const summary = summaryOf([
    fields.firstName,
    fields.lastName,
    fields.email,
    fields.password,
    fields.phoneCountry,
    fields.phone,
    fields.country,
    fields.city,
    fields.relation,
    fields.documentType,
    fields.documentNumber,
    fields.source,
    fields.acceptTerms,
  ]);
  return (
    <>
      <ErrorSummary items={summary} message={form.errors?.[0]} messageId={form.errorId} />
      {/* Sent in place with JavaScript: an answer with errors keeps the password typed (issue 53). */}
      <form
        ref={formRef}
        method="post"
        action="/registro"
        className="sign-up-form"
        data-sent-in-place=""
        {...getFormProps(form)}
      >
        <input type="hidden" name="intent" value="guardian" />
        <ReturnField returnTo={view.returnTo} />
        <h2>{SIGN_UP_TEXT.guardianHeading}</h2>
        {/* The short notice before the data are asked (Ley 29733 art. 18, issue 75 point 3). */}
        <p className="privacy-notice" data-testid="privacy-notice">
          {PRIVACY_NOTICE}{' '}
          <a href={PRIVACY_PATH} target="_blank" rel="noopener">
            {PRIVACY_TITLE}
          </a>
          .
        </p>
        <div className="form-grid">
          <TextField meta={fields.firstName} label="Nombres" autoComplete="given-name" />
          <TextField meta={fields.lastName} label="Apellidos" autoComplete="family-name" />
        </div>
        <TextField meta={fields.email} label="Correo electrónico" type="email" autoComplete="email" />
        <PasswordField
          meta={fields.password}
          label="Contraseña"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          note={view.passwordAgain ? SIGN_UP_TEXT.passwordAgain : undefined}
          keptInPlace
        />
        <div className="form-grid">
          <SelectField
            meta={fields.phoneCountry}
            label="País del teléfono"
            options={options.phoneCountries}
          />
          <TextField meta={fields.phone} label="Celular" type="tel" autoComplete="tel" inputMode="tel" />
        </div>
        <div className="form-grid">
          <SelectField
            meta={fields.country}
            label="País de residencia"
            options={options.countries}
            autoComplete="country"
          />
          <TextField meta={fields.city} label="Ciudad" autoComplete="address-level2" />
        </div>
        <SelectField meta={fields.relation} label="Relación con el estudiante" options={options.relations} />
        <div className="form-grid">
          <SelectField
            meta={fields.documentType}
            label="Tipo de documento"
            hint="Según tu país: DNI en Perú, CURP en México, cédula en Colombia o Ecuador; pasaporte en todos."
            options={options.documents}
            dataAttributes={{ 'data-country-field': fields.country.id }}
          />
          <TextField meta={fields.documentNumber} label="Número de documento" />
        </div>
        <SelectField meta={fields.source} label="¿Cómo te enteraste de Kodea?" options={options.sources} />
        <CheckboxField meta={fields.acceptTerms}>
          Acepto los <a href="/terminos-y-condiciones">términos y condiciones</a>
        </CheckboxField>
        <button type="submit" className="button button--block">
          Continuar
        </button>
      </form>
    </>
  );
}
