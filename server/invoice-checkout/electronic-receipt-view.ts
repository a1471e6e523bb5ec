/**
 * The printed representation of an electronic receipt (issue 55 point 2, pure): every text a
 * boleta, factura or nota de crédito prints as SUNAT asks, and its QR's text. The document is the
 * API's; the issuer is our business settings. Dates are Peru's: the date SUNAT records the
 * document under, whatever the reader's zone.
 */
import { amountInWords } from '@kernel/amount-in-words';
import { formatDeduction, formatMoney } from '@kernel/money';
import { SUNAT_DOCUMENT_CODE } from '@kernel/tax-ids';
import { DOCUMENT_TEXT, PRINTED_TEXT } from '@kernel/texts/receipts';
import { inTimeZone } from '@kernel/dates';
import type { BusinessIdentity } from '../business/identity';
import { documentNumber, type ElectronicDocument } from '../upstream/schemas/electronic-receipts';

const SUNAT_ZONE = 'America/Lima';

/** SUNAT's catalogue 01. */
const DOCUMENT_TYPE_CODE: Record<ElectronicDocument['type'], string> = {
  factura: '01',
  boleta: '03',
  nota_credito: '07',
};

export interface ElectronicReceiptView {
  title: string;
  number: string;
  issuer: BusinessIdentity;
  issuedOn: string;
  currency: string;
  buyer: { label: string; name: string; documentLabel: string; document: string; address: string | null };
  /** A nota de crédito's original document and the reason it was issued. */
  reference: { document: string; reason: string } | null;
  lines: { description: string; quantity: string; amount: string }[];
  discount: string | null;
  taxes: { label: string; amount: string }[];
  total: string;
  totalInWords: string;
  hash: string;
  qr: string;
  representation: string;
  fileName: string;
}

const inPeru = (iso: string) => inTimeZone(iso, SUNAT_ZONE);
const figure = (amount: number) => amount.toFixed(2);

/** SUNAT's QR: RUC|tipo|serie|número|IGV|total|fecha|tipo doc. adquirente|número doc.|hash| */
export function sunatQrText(document: ElectronicDocument, issuerRuc: string): string {
  const buyerType = document.buyer.document_type;
  return [
    issuerRuc,
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

function buyerView(document: ElectronicDocument): ElectronicReceiptView['buyer'] {
  const { buyer } = document;
  const company = buyer.document_type === 'RUC';
  return {
    label: company ? 'Razón social' : 'Cliente',
    name: buyer.name ?? PRINTED_TEXT.finalConsumer,
    documentLabel: buyer.document_type ?? 'Documento',
    document: buyer.document_number ?? '-',
    address: buyer.address,
  };
}

function taxLines(document: ElectronicDocument) {
  const money = (amount: number) => formatMoney(amount, document.currency);
  if (document.tax_treatment === 'inafecta')
    return [{ label: 'Op. inafecta', amount: money(document.taxable_amount) }];
  return [
    { label: 'Op. gravada', amount: money(document.taxable_amount) },
    { label: `IGV ${Math.round(document.igv_rate * 100)} %`, amount: money(document.igv) },
  ];
}

export function electronicReceiptView(
  document: ElectronicDocument,
  issuer: BusinessIdentity,
): ElectronicReceiptView {
  const money = (amount: number) => formatMoney(amount, document.currency);
  const number = documentNumber(document);
  const reference = document.reference;
  return {
    title: PRINTED_TEXT.titles[document.type],
    number,
    issuer,
    issuedOn: inPeru(document.issued_at).format('DD/MM/YYYY'),
    currency: PRINTED_TEXT.currencies[document.currency],
    buyer: buyerView(document),
    reference: reference
      ? {
          document: `${DOCUMENT_TEXT.names[reference.type]} ${documentNumber(reference)}`,
          reason: document.reason ?? '',
        }
      : null,
    lines: document.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      amount: money(line.amount),
    })),
    discount: document.discount > 0 ? formatDeduction(document.discount, document.currency) : null,
    taxes: taxLines(document),
    total: money(document.total),
    totalInWords: amountInWords(document.total, document.currency),
    hash: document.hash,
    qr: sunatQrText(document, issuer.ruc),
    representation: PRINTED_TEXT.representation[document.type],
    fileName: `${document.type.replace('_', '-')}-${number}.pdf`,
  };
}
