/**
 * The simulated OSE's files (issue 75 point 5): a document's XML in UBL 2.1, as SUNAT's format
 * lays it out (issuer, buyer by catálogo 06, operation by catálogo 51, each line's IGV by catálogo
 * 07, legends by catálogo 52, forma de pago on a factura, a nota's catálogo 09 code and the
 * document it modifies, the signature's digest), and the CDR, the OSE's ApplicationResponse. Not
 * signed for real: a simulation the family can open and an accountant can read.
 */
import { amountInWords } from '../../kernel/amount-in-words';
import {
  DOCUMENT_TYPE_CODE,
  IGV_AFFECTATION_CODE,
  LEGEND,
  OPERATION_CODE,
  PAYMENT_TERMS,
} from '../../kernel/sunat-catalogues';
import { SUNAT_DOCUMENT_CODE } from '../../kernel/tax-ids';
import { documentNumber, type ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const amount = (value: number) => value.toFixed(2);

/** '20612345679-03-B001-00000012': SUNAT's name for a document's files. */
export const sunatFileBase = (document: ElectronicDocument) =>
  `${document.issuer.ruc}-${DOCUMENT_TYPE_CODE[document.type]}-${documentNumber(document)}`;

const inLima = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Lima',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

function party(tag: string, id: { code: string; number: string }, name: string, address: string | null) {
  return [
    `  <cac:${tag}><cac:Party>`,
    `    <cac:PartyIdentification><cbc:ID schemeID="${id.code}">${escape(
      id.number,
    )}</cbc:ID></cac:PartyIdentification>`,
    `    <cac:PartyLegalEntity><cbc:RegistrationName>${escape(name)}</cbc:RegistrationName>`,
    ...(address
      ? [
          `      <cac:RegistrationAddress><cac:AddressLine><cbc:Line>${escape(
            address,
          )}</cbc:Line></cac:AddressLine></cac:RegistrationAddress>`,
        ]
      : []),
    '    </cac:PartyLegalEntity>',
    `  </cac:Party></cac:${tag}>`,
  ];
}

function taxTotal(document: ElectronicDocument, currency: string) {
  const scheme = {
    gravada: ['1000', 'IGV', 'VAT'],
    inafecta: ['9998', 'INA', 'FRE'],
    exportacion: ['9995', 'EXP', 'FRE'],
  }[document.tax_treatment];
  return [
    `  <cac:TaxTotal><cbc:TaxAmount currencyID="${currency}">${amount(document.igv)}</cbc:TaxAmount>`,
    `    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="${currency}">${amount(
      document.taxable_amount,
    )}</cbc:TaxableAmount>`,
    `      <cbc:TaxAmount currencyID="${currency}">${amount(document.igv)}</cbc:TaxAmount>`,
    `      <cac:TaxCategory><cac:TaxScheme><cbc:ID>${scheme[0]}</cbc:ID><cbc:Name>${scheme[1]}</cbc:Name><cbc:TaxTypeCode>${scheme[2]}</cbc:TaxTypeCode></cac:TaxScheme></cac:TaxCategory>`,
    '    </cac:TaxSubtotal>',
    '  </cac:TaxTotal>',
  ];
}

function lines(document: ElectronicDocument, currency: string, lineTag: string, quantityTag: string) {
  return document.lines.flatMap((line, index) => [
    `  <cac:${lineTag}><cbc:ID>${index + 1}</cbc:ID>`,
    `    <cbc:${quantityTag} unitCode="ZZ">${line.quantity}</cbc:${quantityTag}>`,
    `    <cbc:LineExtensionAmount currencyID="${currency}">${amount(line.amount)}</cbc:LineExtensionAmount>`,
    `    <cac:TaxTotal><cac:TaxSubtotal><cac:TaxCategory><cbc:TaxExemptionReasonCode>${
      IGV_AFFECTATION_CODE[document.tax_treatment]
    }</cbc:TaxExemptionReasonCode></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>`,
    `    <cac:Item><cbc:Description>${escape(line.description)}</cbc:Description></cac:Item>`,
    `  </cac:${lineTag}>`,
  ]);
}

/** The document's XML, as its issuer signed it and sent it to the OSE. */
export function documentXml(document: ElectronicDocument): string {
  const note = document.type === 'nota_credito';
  const root = note ? 'CreditNote' : 'Invoice';
  const currency = document.currency;
  const buyerType = document.buyer.document_type;
  const legends = [
    `  <cbc:Note languageLocaleID="${LEGEND.amountInWords}">${escape(
      amountInWords(document.total, currency),
    )}</cbc:Note>`,
    ...(document.operation === 'exportacion'
      ? [
          `  <cbc:Note languageLocaleID="${LEGEND.servicesExport.code}">${escape(
            LEGEND.servicesExport.text,
          )}</cbc:Note>`,
        ]
      : []),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">`,
    `  <ds:Signature><ds:SignedInfo><ds:Reference><ds:DigestValue>${escape(
      document.hash,
    )}</ds:DigestValue></ds:Reference></ds:SignedInfo></ds:Signature>`,
    '  <cbc:UBLVersionID>2.1</cbc:UBLVersionID>',
    '  <cbc:CustomizationID>2.0</cbc:CustomizationID>',
    `  <cbc:ID>${documentNumber(document)}</cbc:ID>`,
    `  <cbc:IssueDate>${inLima(document.issued_at)}</cbc:IssueDate>`,
    ...(note
      ? []
      : [
          `  <cbc:InvoiceTypeCode listID="${OPERATION_CODE[document.operation]}">${
            DOCUMENT_TYPE_CODE[document.type]
          }</cbc:InvoiceTypeCode>`,
        ]),
    ...legends,
    `  <cbc:DocumentCurrencyCode>${currency}</cbc:DocumentCurrencyCode>`,
    ...(note && document.reference
      ? [
          `  <cac:DiscrepancyResponse><cbc:ReferenceID>${documentNumber(
            document.reference,
          )}</cbc:ReferenceID><cbc:ResponseCode>${
            document.reason_code ?? ''
          }</cbc:ResponseCode><cbc:Description>${escape(
            document.reason ?? '',
          )}</cbc:Description></cac:DiscrepancyResponse>`,
          `  <cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${documentNumber(
            document.reference,
          )}</cbc:ID><cbc:DocumentTypeCode>${
            DOCUMENT_TYPE_CODE[document.reference.type]
          }</cbc:DocumentTypeCode></cac:InvoiceDocumentReference></cac:BillingReference>`,
        ]
      : []),
    ...party(
      'AccountingSupplierParty',
      { code: '6', number: document.issuer.ruc },
      document.issuer.legal_name,
      document.issuer.address,
    ),
    ...party(
      'AccountingCustomerParty',
      {
        code: buyerType ? SUNAT_DOCUMENT_CODE[buyerType] : '-',
        number: document.buyer.document_number ?? '-',
      },
      document.buyer.name ?? '-',
      document.buyer.address,
    ),
    ...(document.payment_terms
      ? [
          `  <cac:PaymentTerms><cbc:ID>FormaPago</cbc:ID><cbc:PaymentMeansID>${
            PAYMENT_TERMS[document.payment_terms.kind]
          }</cbc:PaymentMeansID><cbc:Amount currencyID="${currency}">${amount(
            document.payment_terms.amount,
          )}</cbc:Amount></cac:PaymentTerms>`,
        ]
      : []),
    ...taxTotal(document, currency),
    `  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="${currency}">${amount(
      document.taxable_amount,
    )}</cbc:LineExtensionAmount><cbc:AllowanceTotalAmount currencyID="${currency}">${amount(
      document.discount,
    )}</cbc:AllowanceTotalAmount><cbc:PayableAmount currencyID="${currency}">${amount(
      document.total,
    )}</cbc:PayableAmount></cac:LegalMonetaryTotal>`,
    ...lines(
      document,
      currency,
      note ? 'CreditNoteLine' : 'InvoiceLine',
      note ? 'CreditedQuantity' : 'InvoicedQuantity',
    ),
    `</${root}>`,
    '',
  ].join('\n');
}

/** The OSE's constancia de recepción: code 0 accepted, with its observation if any. Null until it answered. */
export function cdrXml(document: ElectronicDocument): string | null {
  if (document.status === 'pendiente') return null;
  const rejected = document.status === 'rechazado';
  const code = rejected ? /(\d{4})/.exec(document.status_reason ?? '')?.[1] ?? '2800' : '0';
  const description = rejected
    ? document.status_reason ?? 'Rechazado'
    : `La ${
        document.type === 'factura' ? 'Factura' : document.type === 'boleta' ? 'Boleta' : 'Nota de Credito'
      } numero ${documentNumber(document)}, ha sido aceptada`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    '  <cbc:UBLVersionID>2.0</cbc:UBLVersionID>',
    `  <cbc:ID>${Date.parse(document.issued_at)}</cbc:ID>`,
    `  <cbc:IssueDate>${inLima(document.issued_at)}</cbc:IssueDate>`,
    ...(document.status === 'observado' && document.status_reason
      ? [`  <cbc:Note>${escape(document.status_reason)}</cbc:Note>`]
      : []),
    '  <cac:DocumentResponse>',
    `    <cac:Response><cbc:ReferenceID>${documentNumber(
      document,
    )}</cbc:ReferenceID><cbc:ResponseCode>${code}</cbc:ResponseCode><cbc:Description>${escape(
      description,
    )}</cbc:Description></cac:Response>`,
    `    <cac:DocumentReference><cbc:ID>${documentNumber(document)}</cbc:ID></cac:DocumentReference>`,
    `    <cac:SenderParty><cac:PartyIdentification><cbc:ID>${document.issuer.ruc}</cbc:ID></cac:PartyIdentification></cac:SenderParty>`,
    '  </cac:DocumentResponse>',
    '</ar:ApplicationResponse>',
    '',
  ].join('\n');
}
