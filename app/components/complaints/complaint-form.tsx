/**
 * The complaints book's form (Libro de Reclamaciones, docs/decisions/019): the consumer, a
 * guardian when the consumer is a minor, the contracted good, the claim and the consumer's request.
 * A plain POST form; every value comes back on error.
 */
import { CheckboxField, RadioGroup, SelectField, TextField, fieldBinder } from '~/components/forms/fields';
import type { ComplaintOptions } from '~/routes/libro-de-reclamaciones._index/complaint-options.server';
import type { ComplaintFormView } from '~/routes/libro-de-reclamaciones._index/complaints.server';

const PREFIX = 'reclamo';
const id = (field: string) => `${PREFIX}-${field}`;

export function ComplaintForm({ view, options }: { view: ComplaintFormView; options: ComplaintOptions }) {
  const { values, errors } = view;
  const field = fieldBinder<keyof ComplaintFormView['values']>(PREFIX, values, errors);
  return (
    <form method="post" action="/libro-de-reclamaciones" noValidate className="complaint-form">
      <fieldset>
        <legend>1. Identificación del consumidor reclamante</legend>
        <div className="form-grid">
          <TextField {...field('firstName')} label="Nombres" autoComplete="given-name" />
          <TextField {...field('lastName')} label="Apellidos" autoComplete="family-name" />
          <SelectField {...field('documentType')} label="Tipo de documento" options={options.documents} />
          <TextField {...field('documentNumber')} label="Número de documento" />
        </div>
        <TextField {...field('address')} label="Domicilio" autoComplete="address-line1" />
        <div className="form-grid">
          <SelectField {...field('department')} label="Departamento" options={options.departments} />
          <SelectField
            {...field('district')}
            label="Distrito"
            hint="Si no vives en Lima, elige 'NO RESIDO EN LIMA'."
            options={options.districts}
          />
          <TextField {...field('phone')} label="Teléfono" type="tel" autoComplete="tel" inputMode="tel" />
          <TextField {...field('email')} label="Correo electrónico" type="email" autoComplete="email" />
        </div>
        <CheckboxField id={id('isMinor')} name="isMinor" checked={values.isMinor === 'on'}>
          Soy menor de edad
        </CheckboxField>
        <p className="field__hint">
          Si eres menor de edad, completa los datos de tu padre, madre o apoderado:
        </p>
        <TextField {...field('guardianName')} label="Nombre del padre, madre o apoderado" />
        <div className="form-grid">
          <SelectField
            {...field('guardianDocumentType')}
            label="Tipo de documento del apoderado"
            options={options.documents}
          />
          <TextField {...field('guardianDocumentNumber')} label="Número de documento del apoderado" />
        </div>
      </fieldset>
      <fieldset>
        <legend>2. Identificación del bien contratado</legend>
        <RadioGroup
          id={id('claimObject')}
          name="claimObject"
          legend="¿Qué contrataste?"
          options={options.claimObjects}
          value={values.claimObject}
          error={errors.claimObject}
        />
        <TextField {...field('amount')} label="Monto reclamado (S/)" inputMode="decimal" />
        <TextField {...field('goodDescription')} label="Descripción del producto o servicio" />
      </fieldset>
      <fieldset>
        <legend>3. Detalle de la reclamación y pedido del consumidor</legend>
        <RadioGroup
          id={id('claimType')}
          name="claimType"
          legend="Tipo"
          options={options.claimTypes}
          value={values.claimType}
          error={errors.claimType}
        />
        <TextField {...field('detail')} label="Detalle" multiline />
        <TextField {...field('request')} label="Pedido del consumidor" multiline />
      </fieldset>
      <CheckboxField
        id={id('acceptance')}
        name="acceptance"
        checked={values.acceptance === 'on'}
        error={errors.acceptance}
      >
        Declaro que los datos consignados son verdaderos y acepto que la respuesta se envíe a mi correo
        electrónico.
      </CheckboxField>
      <p className="field__hint">
        La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito
        previo para interponer una denuncia ante el INDECOPI.
      </p>
      <button type="submit" className="button button--block">
        Enviar reclamo
      </button>
    </form>
  );
}
