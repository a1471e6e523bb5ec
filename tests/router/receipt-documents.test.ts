/**
 * Receipts the OSE rejected or has not answered, and a receipt's files (issue 75 points 4 and 5,
 * decision 106): a rejected or pending document is never offered nor printed as valid, the API's
 * reissue is what Mis compras offers, a refund's nota references the valid reissue, a factura's
 * XML carries its forma de pago and the CDR its acceptance, served private and never cached; each
 * fixture state of comprobantes@example.com reads as it should.
 */
import { describe, expect, it, vi } from 'vitest';
import { loader as fileLoader } from '../../app/routes/dashboard.compras.(vacaciones).$saleId_.sunat.$file/route';
import { loader as receiptLoader } from '../../app/routes/dashboard.compras.(vacaciones).$saleId_.recibo[.]pdf/route';
import { electronicReceiptPdf } from '../../app/lib/receipt-pdf.server';
import { db } from '../../mocks/db';
import { answerPending, reissueRejected } from '../../mocks/receipts/ose';
import { runWithScenario } from '../../mocks/scenarios/context';
import { clearUserCaches } from '../../server/cache/user-cache';
import { logger } from '../../server/log/logger';
import { invoiceSale } from '../../server/sales/sale-ref';
import { documentNumber, type ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';
import { signedInCookie } from '../support/caller';
import { pdfQrTexts } from '../support/pdf-qr';
import { pdfText } from '../support/pdf-text';
import { accountCaller, MINECRAFT_IN_PATH, refusal, SOFIA } from './invoices-support';
import { CARDS, transactionToken } from './payment-support';

const ORIGIN = 'http://localhost';

type Caller = Awaited<ReturnType<typeof accountCaller>>['caller'];

async function paidPedido(caller: Caller): Promise<number> {
  const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
  const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
  await caller.cardProvider.authorize({
    sale: invoiceSale(invoiceId),
    purchaseNumber: card.purchaseNumber,
    transactionToken: transactionToken(card.sessionKey, CARDS.visa),
  });
  return invoiceId;
}

const documentsOf = (invoiceId: number): ElectronicDocument[] =>
  db.electronicDocument
    .findMany({ where: { invoiceId: { equals: invoiceId } } })
    .map((record) => JSON.parse(record.answer) as ElectronicDocument);

const rowOf = async (caller: Caller, invoiceId: number) =>
  (await caller.invoices.purchasesView()).rows.find((row) => row.id === String(invoiceId));

async function download(load: () => Promise<Response>): Promise<Response> {
  try {
    return await load();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const receiptPdf = (cookie: string, invoiceId: number) =>
  download(() =>
    receiptLoader({
      request: new Request(`${ORIGIN}/dashboard/compras/${invoiceId}/recibo.pdf`, { headers: { cookie } }),
      params: { saleId: String(invoiceId) },
      context: {},
    }),
  );

const sunatFile = (cookie: string, invoiceId: number, file: string) =>
  download(() =>
    fileLoader({
      request: new Request(`${ORIGIN}/dashboard/compras/${invoiceId}/sunat/${file}`, { headers: { cookie } }),
      params: { saleId: String(invoiceId), file },
      context: {},
    }),
  );

describe('a receipt the OSE rejected (issue 75 point 4)', () => {
  it('is never offered as valid; the reissue is, and it is what the PDF prints', async () => {
    const { caller } = await accountCaller();
    const cookie = await signedInCookie();
    const invoiceId = await runWithScenario('receipts-rejected', () => paidPedido(caller));
    const [rejected] = documentsOf(invoiceId);
    expect(rejected).toMatchObject({ status: 'rechazado', replaced_by: null });

    const row = await rowOf(caller, invoiceId);
    expect(row?.receipt).toMatchObject({
      status: 'Rechazado por SUNAT: lo estamos corrigiendo',
      tone: 'error',
      download: null,
    });
    expect(row?.receiptHref).toBeNull();
    expect(row?.receiptFiles).toBeNull();
    expect(
      await refusal(caller.invoices.receipt({ sale: invoiceSale(invoiceId), document: 'receipt' })),
    ).toEqual({
      kind: 'not-found',
    });
    expect((await receiptPdf(cookie, invoiceId)).status).toBe(404);
    expect((await sunatFile(cookie, invoiceId, 'recibo.xml')).status).toBe(404);

    // The API corrects it: a new correlative, the rejected one marked replaced.
    const reissue = reissueRejected(documentNumber(rejected));
    // Mis compras reads the API again once its short per-user cache has run out.
    clearUserCaches();
    expect(reissue).toMatchObject({
      series: rejected.series,
      number: rejected.number + 1,
      status: 'aceptado',
    });
    expect(documentsOf(invoiceId).find((d) => d.number === rejected.number)?.replaced_by).toMatchObject({
      number: rejected.number + 1,
    });
    const after = await rowOf(caller, invoiceId);
    expect(after?.receipt).toMatchObject({
      name: `Boleta ${documentNumber(reissue ?? rejected)}`,
      status: 'Aceptado',
      replaces: `Reemplaza a Boleta ${documentNumber(rejected)}, rechazada por SUNAT.`,
      download: 'Descargar boleta',
    });
    const pdf = await receiptPdf(cookie, invoiceId);
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdfText(bytes)).toContain(documentNumber(reissue ?? rejected));
    expect(pdfText(bytes)).not.toContain(documentNumber(rejected));
    expect(pdfQrTexts(bytes)[0].split('|')[3]).toBe(String(rejected.number + 1).padStart(8, '0'));
  });

  it('a refund issues its nota against the reissue, never against the rejected one', async () => {
    const { caller } = await accountCaller();
    const invoiceId = await runWithScenario('receipts-rejected', () => paidPedido(caller));
    const [rejected] = documentsOf(invoiceId);
    const answer = await caller.refunds.request({
      sale: invoiceSale(invoiceId),
      reason: 'schedule',
      detail: '',
    });
    expect(answer.creditNote).not.toBeNull();
    const documents = documentsOf(invoiceId);
    const reissue = documents.find((d) => d.type === 'boleta' && d.replaced_by === null);
    const note = documents.find((d) => d.type === 'nota_credito');
    expect(reissue).toMatchObject({ status: 'aceptado', number: rejected.number + 1 });
    expect(note?.reference).toEqual({ type: 'boleta', series: rejected.series, number: rejected.number + 1 });
    expect(note?.reason_code).toBe('06');
    const printed = pdfText(await electronicReceiptPdf(note ?? rejected));
    expect(printed).toContain(`Boleta ${documentNumber(reissue ?? rejected)}`);
    expect(printed).not.toContain(documentNumber(rejected));
  });
});

describe('a receipt the OSE has not answered', () => {
  it("is 'Comprobante en proceso', not downloadable, until the OSE answers", async () => {
    const { caller } = await accountCaller();
    const cookie = await signedInCookie();
    const invoiceId = await runWithScenario('receipts-pending', () => paidPedido(caller));
    expect((await rowOf(caller, invoiceId))?.receipt).toMatchObject({
      status: 'Comprobante en proceso',
      download: null,
    });
    expect((await receiptPdf(cookie, invoiceId)).status).toBe(404);
    const [pending] = documentsOf(invoiceId);
    answerPending(documentNumber(pending));
    clearUserCaches();
    expect((await rowOf(caller, invoiceId))?.receipt).toMatchObject({
      status: 'Aceptado',
      download: 'Descargar boleta',
    });
    expect((await receiptPdf(cookie, invoiceId)).status).toBe(200);
  });
});

describe("a receipt's XML and CDR (issue 75 point 5)", () => {
  it('a factura: its signed XML with its forma de pago, and the CDR accepting it; private, never cached', async () => {
    const cookie = await signedInCookie('comprobantes@example.com');
    const xml = await sunatFile(cookie, 88150, 'recibo.xml');
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xml.headers.get('cache-control')).toBe('private, no-store');
    expect(xml.headers.get('content-disposition')).toMatch(
      /^attachment; filename="20612345679-01-F001-\d{8}\.xml"$/,
    );
    const text = await xml.text();
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Invoice /);
    expect(text).toContain('<cbc:InvoiceTypeCode listID="0101">01</cbc:InvoiceTypeCode>');
    expect(text).toMatch(
      /<cbc:PaymentMeansID>Contado<\/cbc:PaymentMeansID><cbc:Amount currencyID="PEN">\d+\.\d{2}</,
    );
    expect(text).toContain('<cbc:ID schemeID="6">20131312955</cbc:ID>');

    const cdr = await sunatFile(cookie, 88150, 'recibo-cdr.xml');
    expect(cdr.status).toBe(200);
    expect(cdr.headers.get('content-disposition')).toMatch(/filename="R-20612345679-01-F001-\d{8}\.xml"/);
    expect(await cdr.text()).toContain('<cbc:ResponseCode>0</cbc:ResponseCode>');
  });

  it('not for another family, not for a document in process, not an unknown file', async () => {
    const padre = await signedInCookie();
    expect((await sunatFile(padre, 88150, 'recibo.xml')).status).toBe(404);
    const ana = await signedInCookie('comprobantes@example.com');
    expect((await sunatFile(ana, 88151, 'recibo-cdr.xml')).status).toBe(404);
    expect((await sunatFile(ana, 88150, 'recibo.zip')).status).toBe(404);
  });

  it("'receipt-files-error': a Spanish error page, nothing else changes", async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const cookie = await signedInCookie('comprobantes@example.com');
    const failed = await runWithScenario('receipt-files-error', () => sunatFile(cookie, 88150, 'recibo.xml'));
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await failed.text()).toContain('No pudimos preparar tu archivo');
  });
});

describe('the fixtures show every state (comprobantes@example.com, familia.co@example.com)', () => {
  it('a factura accepted, one in process, one rejected, one reissued; a boleta exported to Colombia', async () => {
    const { caller } = await accountCaller('comprobantes@example.com');
    const rows = (await caller.invoices.purchasesView()).rows;
    const state = (id: string) => rows.find((row) => row.id === id)?.receipt;
    expect(state('88150')).toMatchObject({
      name: expect.stringMatching(/^Factura F001-/),
      status: 'Aceptado',
    });
    expect(state('88151')).toMatchObject({ status: 'Comprobante en proceso', download: null });
    expect(state('88152')).toMatchObject({
      status: 'Rechazado por SUNAT: lo estamos corrigiendo',
      download: null,
    });
    expect(state('88153')).toMatchObject({
      status: 'Aceptado',
      replaces: expect.stringMatching(/^Reemplaza a Boleta/),
    });
    const { caller: colombia } = await accountCaller('familia.co@example.com');
    const download = await colombia.invoices.receipt({ sale: invoiceSale(88160), document: 'receipt' });
    expect(download).toMatchObject({
      kind: 'electronic',
      document: { type: 'boleta', operation: 'exportacion', buyer: { document_type: 'PASAPORTE' } },
    });
  });
});
