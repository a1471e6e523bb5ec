// 'Comprobante de pago' at checkout (issues 55 and 75): boleta or factura, and the buyer's data each
// needs; a family abroad names itself by its own documents too. Plain HTML: without JavaScript both
// groups are there and the server reads the one chosen; CSS shows only the chosen group's fields.
import type { FieldMetadata } from '@conform-to/react';
import { boletaDocuments, facturaDocuments } from '@kernel/tax-ids';
import { namedBoletaHint, RECEIPT_TEXT } from '@kernel/texts/receipts';
import type { ReceiptFields, ReceiptSale } from '@server/validation/receipt-buyer';
import { RadioGroup, SelectField, TextField } from '~/components/forms/fields';

type ReceiptFieldMetas = { [K in keyof ReceiptFields]-?: FieldMetadata<ReceiptFields[K]> };

const kindOptions = (domiciled: boolean) =>
  (['boleta', 'factura'] as const).map((kind) => ({
    value: kind,
    label: RECEIPT_TEXT.kinds[kind],
    hint: (domiciled ? RECEIPT_TEXT.kindHints : RECEIPT_TEXT.kindHintsAbroad)[kind],
  }));

const documentOptions = (types: readonly (keyof typeof RECEIPT_TEXT.documentTypes)[]) =>
  types.map((type) => ({ value: type, label: RECEIPT_TEXT.documentTypes[type] }));

export function ReceiptFieldset({ fields, sale }: { fields: ReceiptFieldMetas; sale: ReceiptSale }) {
  const facturaTypes = facturaDocuments(sale.domiciled);
  return (
    <div className="receipt-fields" data-testid="receipt-fields">
      <RadioGroup
        meta={fields.comprobante}
        legend={RECEIPT_TEXT.legend}
        options={kindOptions(sale.domiciled)}
      />
      <fieldset className="receipt-fields__group receipt-fields__boleta">
        <legend>{RECEIPT_TEXT.boletaGroup}</legend>
        <SelectField
          meta={fields.tipoDocumento}
          label={RECEIPT_TEXT.documentType}
          options={documentOptions(boletaDocuments(sale.domiciled))}
        />
        <TextField
          meta={fields.numeroDocumento}
          label={RECEIPT_TEXT.documentNumber}
          hint={namedBoletaHint({ amount: sale.namedAbove, currency: sale.currency })}
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
        {facturaTypes.length > 1 ? (
          <SelectField
            meta={fields.tipoDocumentoFactura}
            label={RECEIPT_TEXT.facturaDocumentType}
            options={documentOptions(facturaTypes)}
          />
        ) : (
          <input type="hidden" name={fields.tipoDocumentoFactura.name} value="RUC" />
        )}
        <TextField
          meta={fields.ruc}
          label={sale.domiciled ? RECEIPT_TEXT.ruc : RECEIPT_TEXT.rucAbroad}
          inputMode={sale.domiciled ? 'numeric' : undefined}
          maxLength={20}
        />
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
