/**
 * The printed electronic receipt (issues 55 and 75, pure): what a boleta, factura or nota de crédito
 * prints as SUNAT asks, and its QR. What the API's signed XML says, issuer included, is what is
 * printed; dates are Peru's, the date SUNAT records it under, whatever the reader's zone.
 */
import { amountInWords } from '@kernel/amount-in-words';
import { formatDeduction, formatMoney } from '@kernel/money';
import { DOCUMENT_TYPE_CODE, LEGEND, PAYMENT_TERMS } from '@kernel/sunat-catalogues';
import { SUNAT_DOCUMENT_CODE } from '@kernel/tax-ids';
import { PRINTED_TEXT, RECEIPT_TEXT } from '@kernel/texts/receipts';
import { inTimeZone } from '@kernel/dates';
import { documentNumber, type ElectronicDocument } from '../upstream/schemas/electronic-receipts';
import { documentName } from './receipt-status';

const SUNAT_ZONE = 'America/Lima';
const RECEIPT_MONEY = { cents: 'always' } as const;

const inPeru = (iso: string) => inTimeZone(iso, SUNAT_ZONE);
const figure = (amount: number) => amount.toFixed(2);

/** SUNAT's QR: RUC|tipo|serie|número|IGV|total|fecha|tipo doc. adquirente|número doc.|hash| */
export function sunatQrText(document: ElectronicDocument): string {
  const buyerType = document.buyer.document_type;
  return [
    document.issuer.ruc,
    DOCUMENT_TYPE_CODE[document.type],
    document.series,
    String(document.number).padStart(8, '0'),
    figure(document.igv),
    figure(document.total),
    inPeru(document.issued_at).format('YYYY-MM-DD'),
    // Catalogue 06: '-' is a final consumer's boleta, named by nobody.
    buyerType ? SUNAT_DOCUMENT_CODE[buyerType] : '-',
    document.buyer.document_number ?? '-',
    document.hash,
    '',
  ].join('|');
}

function buyerView(document: ElectronicDocument) {
  const { buyer } = document;
  const company = buyer.document_type === 'RUC' || buyer.document_type === 'TRIBUTARIO_EXTRANJERO';
  return {
    label: company ? 'Razón social' : 'Cliente',
    name: buyer.name ?? PRINTED_TEXT.finalConsumer,
    documentLabel: buyer.document_type ? RECEIPT_TEXT.documentTypes[buyer.document_type] : 'Documento',
    document: buyer.document_number ?? '-',
    address: buyer.address,
  };
}

export type ElectronicReceiptView = ReturnType<typeof electronicReceiptView>;

export function electronicReceiptView(document: ElectronicDocument) {
  const money = (amount: number) => formatMoney(amount, document.currency, RECEIPT_MONEY);
  const number = documentNumber(document);
  const reference = document.reference;
  const taxable = {
    label: PRINTED_TEXT.taxLines[document.tax_treatment],
    amount: money(document.taxable_amount),
  };
  const igv = { label: `IGV ${Math.round(document.igv_rate * 100)} %`, amount: money(document.igv) };
  return {
    title: PRINTED_TEXT.titles[document.type],
    number,
    issuer: document.issuer,
    issuedOn: inPeru(document.issued_at).format('DD/MM/YYYY'),
    currency: PRINTED_TEXT.currencies[document.currency],
    // A sale abroad says which operation it is (catálogo 51); a sale in Peru prints none.
    operation: document.operation === 'venta_interna' ? null : PRINTED_TEXT.operations[document.operation],
    buyer: buyerView(document),
    // A nota de crédito's original document, its catálogo 09 code and the reason it was issued.
    reference: reference
      ? {
          document: documentName(reference),
          kind: document.reason_code ? PRINTED_TEXT.creditNoteKind(document.reason_code) : null,
          reason: document.reason ?? '',
        }
      : null,
    // Forma de pago (a factura's): 'Contado' and its amount.
    paymentTerms: document.payment_terms
      ? `${PAYMENT_TERMS[document.payment_terms.kind]} · ${money(document.payment_terms.amount)}`
      : null,
    lines: document.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      amount: money(line.amount),
    })),
    discount:
      document.discount > 0 ? formatDeduction(document.discount, document.currency, RECEIPT_MONEY) : null,
    // A taxed sale's base and its IGV; an exempt or exported one, its base only.
    taxes: document.tax_treatment === 'gravada' ? [taxable, igv] : [taxable],
    total: money(document.total),
    totalInWords: amountInWords(document.total, document.currency),
    // Catálogo 52 legends besides the total in words (an export's).
    legends: document.operation === 'exportacion' ? [LEGEND.servicesExport.text] : [],
    hash: document.hash,
    qr: sunatQrText(document),
    representation: PRINTED_TEXT.representation[document.type],
    fileName: `${document.type.replace('_', '-')}-${number}.pdf`,
  };
}
