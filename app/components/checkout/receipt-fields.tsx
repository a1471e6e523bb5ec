// 'Comprobante de pago' at checkout (issue 55): boleta or factura, and the buyer's data each needs.
// Plain HTML: without JavaScript both groups are there and the server reads the one chosen; CSS
// shows only the chosen group's fields.
import type { FieldMetadata } from '@conform-to/react';
import type { Currency } from '@kernel/money';
import { namedBoletaHint, RECEIPT_TEXT } from '@kernel/texts/receipts';
import type { ReceiptFields } from '@server/validation/receipt-buyer';
import { RadioGroup, SelectField, TextField } from '~/components/forms/fields';

export type ReceiptFieldMetas = { [K in keyof ReceiptFields]-?: FieldMetadata<ReceiptFields[K]> };

const KIND_OPTIONS = (['boleta', 'factura'] as const).map((kind) => ({
  value: kind,
  label: RECEIPT_TEXT.kinds[kind],
  hint: RECEIPT_TEXT.kindHints[kind],
}));

const DOCUMENT_OPTIONS = (['DNI', 'CE', 'PASAPORTE'] as const).map((type) => ({
  value: type,
  label: RECEIPT_TEXT.documentTypes[type],
}));

export function ReceiptFieldset({ fields, currency }: { fields: ReceiptFieldMetas; currency: Currency }) {
  return (
    <div className="receipt-fields" data-testid="receipt-fields">
      <RadioGroup meta={fields.comprobante} legend={RECEIPT_TEXT.legend} options={KIND_OPTIONS} />
      <fieldset className="receipt-fields__group receipt-fields__boleta">
        <legend>{RECEIPT_TEXT.boletaGroup}</legend>
        <SelectField
          meta={fields.tipoDocumento}
          label={RECEIPT_TEXT.documentType}
          options={DOCUMENT_OPTIONS}
        />
        <TextField
          meta={fields.numeroDocumento}
          label={RECEIPT_TEXT.documentNumber}
          hint={namedBoletaHint(currency)}
          maxLength={20}
        />
        <TextField
          meta={fields.nombreComprador}
          label={RECEIPT_TEXT.buyerName}
          autoComplete="name"
          maxLength={120}
        />
      </fieldset>
      <fieldset className="receipt-fields__group receipt-fields__factura">
        <legend>{RECEIPT_TEXT.facturaGroup}</legend>
        <TextField meta={fields.ruc} label={RECEIPT_TEXT.ruc} inputMode="numeric" maxLength={20} />
        <TextField
          meta={fields.razonSocial}
          label={RECEIPT_TEXT.companyName}
          autoComplete="organization"
          maxLength={120}
        />
        <TextField
          meta={fields.direccionFiscal}
          label={RECEIPT_TEXT.fiscalAddress}
          autoComplete="address-line1"
          maxLength={200}
        />
      </fieldset>
    </div>
  );
}
