import { getFormProps, useForm } from '@conform-to/react';
import type { z } from 'zod';
import type { ComplaintInputSchema } from '@server/validation/complaint';

/** The form's country before the consumer picks one: Peru, first in the list (spec §3). */
const DEFAULT_COMPLAINT_COUNTRY = 'PE';
import { ErrorSummary, summaryOf } from '~/components/forms/error-summary';
import { CheckboxField, RadioGroup, SelectField, TextField } from '~/components/forms/fields';
import type { ComplaintOptions } from '~/routes/libro-de-reclamaciones._index/complaint-options.server';
import type { ComplaintFormView } from '~/routes/libro-de-reclamaciones._index/complaints.server';

export function ComplaintForm({ view, options }: { view: ComplaintFormView; options: ComplaintOptions }) {
  const [form, fields] = useForm<z.input<typeof ComplaintInputSchema>>({
    id: 'reclamo',
    lastResult: view.result,
    defaultValue: { country: DEFAULT_COMPLAINT_COUNTRY },
  });
  // The page script offers only the chosen country's documents (app/enhance/document-types.ts).
  const byCountry = { 'data-country-field': fields.country.id } as const;
  // The sign-up's summary (issue 76 point 11): every refused field linked, in the form's order.
  const summary = summaryOf([
    fields.firstName,
    fields.lastName,
    fields.country,
    fields.documentType,
    fields.documentNumber,
    fields.address,
    fields.department,
    fields.district,
    fields.phone,
    fields.email,
    fields.guardianName,
    fields.guardianDocumentType,
    fields.guardianDocumentNumber,
    fields.claimObject,
    fields.kit,
    fields.course,
    fields.amount,
    fields.goodDescription,
    fields.claimType,
    fields.detail,
    fields.request,
    fields.acceptance,
  ]);
  return (
    <>
      <ErrorSummary items={summary} message={form.errors?.[0]} messageId={form.errorId} />
      <form method="post" action="/libro-de-reclamaciones" className="complaint-form" {...getFormProps(form)}>
        <fieldset>
          <legend>1. Identificación del consumidor reclamante</legend>
          <div className="form-grid">
            <TextField meta={fields.firstName} label="Nombres" autoComplete="given-name" />
            <TextField meta={fields.lastName} label="Apellidos" autoComplete="family-name" />
          </div>
          <SelectField
            meta={fields.country}
            label="País donde vives"
            options={options.countries}
            autoComplete="country"
          />
          <div className="form-grid">
            <SelectField
              meta={fields.documentType}
              label="Tipo de documento"
              hint="Según tu país: DNI o carné de extranjería en el Perú, CURP en México, cédula en Colombia o Ecuador; pasaporte en todos."
              options={options.documents}
              dataAttributes={byCountry}
            />
            <TextField meta={fields.documentNumber} label="Número de documento" />
          </div>
          <TextField
            meta={fields.address}
            label="Domicilio"
            hint="Si vives fuera del Perú, escribe también tu ciudad y tu región, estado o provincia."
            autoComplete="address-line1"
          />
          <div className="form-grid">
            <SelectField
              meta={fields.department}
              label="Departamento"
              hint="Solo si vives en el Perú."
              options={options.departments}
            />
            <SelectField
              meta={fields.district}
              label="Distrito"
              hint="Solo si vives en el Perú. Si no vives en Lima, elige 'NO RESIDO EN LIMA'."
              options={options.districts}
            />
            <TextField
              meta={fields.phone}
              label="Teléfono"
              hint="Fuera del Perú, con el código de tu país (+57…)."
              type="tel"
              autoComplete="tel"
              inputMode="tel"
            />
            <TextField meta={fields.email} label="Correo electrónico" type="email" autoComplete="email" />
          </div>
          <CheckboxField meta={fields.isMinor}>Soy menor de edad</CheckboxField>
          <p className="field__hint">
            Si eres menor de edad, completa los datos de tu padre, madre o apoderado:
          </p>
          <TextField meta={fields.guardianName} label="Nombre del padre, madre o apoderado" />
          <div className="form-grid">
            <SelectField
              meta={fields.guardianDocumentType}
              label="Tipo de documento del apoderado"
              options={options.documents}
              dataAttributes={byCountry}
            />
            <TextField meta={fields.guardianDocumentNumber} label="Número de documento del apoderado" />
          </div>
        </fieldset>
        <fieldset>
          <legend>2. Identificación del bien contratado</legend>
          <RadioGroup meta={fields.claimObject} legend="¿Qué contrataste?" options={options.claimObjects} />
          <div className="form-grid">
            <SelectField
              meta={fields.kit}
              label="Kit de robótica"
              hint="Si es un producto."
              options={options.kits}
            />
            <SelectField
              meta={fields.course}
              label="Curso"
              hint="Si es un servicio."
              options={options.courses}
            />
          </div>
          <TextField meta={fields.amount} label="Monto reclamado (S/)" inputMode="decimal" />
          <TextField meta={fields.goodDescription} label="Descripción del producto o servicio" />
        </fieldset>
        <fieldset>
          <legend>3. Detalle de la reclamación y pedido del consumidor</legend>
          <RadioGroup meta={fields.claimType} legend="Tipo" options={options.claimTypes} />
          <TextField meta={fields.detail} label="Detalle" multiline />
          <TextField meta={fields.request} label="Pedido del consumidor" multiline />
        </fieldset>
        <CheckboxField meta={fields.acceptance}>
          Declaro que los datos consignados son verdaderos y acepto que la respuesta se envíe a mi correo
          electrónico.
        </CheckboxField>
        <p className="field__hint">
          La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es
          requisito previo para interponer una denuncia ante el INDECOPI.
        </p>
        <button type="submit" className="button button--block">
          Enviar reclamo
        </button>
      </form>
    </>
  );
}
