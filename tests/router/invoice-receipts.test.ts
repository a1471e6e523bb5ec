/**
 * Electronic receipts of the invoice checkout (issue 55): the 'Comprobante de pago' choice checked
 * against the pedido's total and saved before paying, the simulated API issuing B001/F001 in order
 * once paid (wherever the family is), Mis compras naming them, and another family's pedido refused.
 */
import { describe, expect, it } from 'vitest';
import { invoiceAction } from '../../app/routes/dashboard.compras.$invoiceId/invoice-action.server';
import { METHOD_REQUIRED } from '../../app/routes/dashboard.compras.$invoiceId/invoice-forms.server';
import { markPaid } from '../../mocks/checkout/invoice-records';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { signedInCookie } from '../support/caller';
import { CARDS, transactionToken } from './payment-support';
import { accountCaller, GAMES_PATH, MINECRAFT_IN_PATH, refusal, SOFIA, DIEGO } from './invoices-support';
import {
  apiAs,
  FACTURA_BUYER,
  invoiceOf,
  NAMED_BOLETA,
  PADRE,
  setBuyer,
  YOUTUBER_ALONE,
} from './mock-invoices-support';
import { electronicReceiptPdf } from '../../app/lib/receipt-pdf.server';
import { pdfText } from '../support/pdf-text';
import { pdfQrTexts } from '../support/pdf-qr';
import { invoiceSale } from '../../server/sales/sale-ref';
import { procedureFieldErrors } from '../../app/lib/forms/submission.server';

const SCRATCH_JUNIOR = { type: 'course', course: 'curso-de-programacion-con-scratch-junior' } as const;
const YOUTUBER = { type: 'course', course: 'curso-de-youtuber-kids' } as const;

type Caller = Awaited<ReturnType<typeof accountCaller>>['caller'];

/** padre@'s dollar pedido from Colombia, for `buyer` when given, paid by card: its receipt download. */
async function paidDollarPedidoReceipt(buyer?: object) {
  const api = apiAs(PADRE);
  const created = invoiceOf(
    await api('POST', '/api/invoices/', {
      student_id: SOFIA,
      currency: 'USD',
      country: 'CO',
      items: [YOUTUBER_ALONE],
    }),
  );
  if (buyer) await setBuyer(api, created.invoice_id, buyer);
  const record = db.invoice.findFirst({ where: { id: { equals: created.invoice_id } } });
  if (!record) throw new Error('no invoice');
  markPaid(record, 'global_card', 'pi_test');
  const { caller } = await accountCaller();
  return caller.invoices.receipt({ sale: invoiceSale(created.invoice_id), document: 'receipt' });
}

function choose(invoiceId: number, fields: Record<string, string>, cookie: string) {
  const request = new Request(`http://localhost/dashboard/compras/${invoiceId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ intent: 'choose-method', method: 'card-soles', ...fields }).toString(),
  });
  return invoiceAction(request, String(invoiceId)).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

const savedBuyer = (invoiceId: number) =>
  db.receiptBuyer.findFirst({ where: { id: { equals: `invoice:${invoiceId}` } } });

async function paidWithCard(caller: Caller, invoiceId: number) {
  const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
  await caller.cardProvider.authorize({
    sale: invoiceSale(invoiceId),
    purchaseNumber: card.purchaseNumber,
    transactionToken: transactionToken(card.sessionKey, CARDS.visa),
  });
  return (await caller.invoices.purchasesView()).rows.find((row) => row.id === String(invoiceId));
}

describe("'Elige cómo pagar' with the receipt's buyer", () => {
  it('a small pedido pays with a boleta to a final consumer by default, saved before the card', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const response = await choose(invoiceId, {}, await signedInCookie());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('paso=tarjeta');
    expect(JSON.parse(savedBuyer(invoiceId)?.buyer ?? 'null')).toMatchObject({
      kind: 'boleta',
      document_number: null,
    });
  });

  it('above S/ 700 the boleta names its buyer: refused beside the field, values kept; the API refuses a payment without it', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: GAMES_PATH, childId: SOFIA });
    const response = await choose(invoiceId, { nombreComprador: 'Carlos Quispe' }, await signedInCookie());
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error.numeroDocumento[0]).toContain('mayores a S/ 700');
    expect(result.initialValue).toMatchObject({ nombreComprador: 'Carlos Quispe' });
    expect(savedBuyer(invoiceId)).toBeNull();
    expect(await refusal(caller.invoices.startLocalPayment({ invoiceId, method: 'agent' }))).toMatchObject({
      kind: 'invalid-input',
    });
    const named = await choose(
      invoiceId,
      { numeroDocumento: NAMED_BOLETA.document_number, nombreComprador: NAMED_BOLETA.name },
      await signedInCookie(),
    );
    expect(named.status).toBe(303);
    await expect(caller.invoices.startLocalPayment({ invoiceId, method: 'agent' })).resolves.toMatchObject({
      code: expect.any(String),
    });
  });

  it('a factura with a wrong RUC check digit is refused beside the RUC', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const fields = {
      comprobante: 'factura',
      ruc: '20131312954',
      razonSocial: FACTURA_BUYER.name,
      direccionFiscal: FACTURA_BUYER.address,
    };
    const response = await choose(invoiceId, fields, await signedInCookie());
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toEqual({ ruc: ['Este RUC no es válido: revisa sus dígitos.'] });
    expect(result.initialValue).toMatchObject(fields);
  });

  it('no way to pay chosen: its message beside the radios', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const response = await choose(invoiceId, { method: '' }, await signedInCookie());
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.form).toBe('method');
    expect(body.result.error).toEqual({ method: [METHOD_REQUIRED] });
  });

  it('no way to pay chosen and a wrong RUC: both problems at once, each beside its field (issue 76)', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const fields = {
      comprobante: 'factura',
      ruc: '20131312954',
      razonSocial: FACTURA_BUYER.name,
      direccionFiscal: FACTURA_BUYER.address,
    };
    const response = await choose(invoiceId, { ...fields, method: '' }, await signedInCookie());
    expect(response.status).toBe(400);
    const { result } = await response.json();
    expect(result.error).toEqual({
      method: [METHOD_REQUIRED],
      ruc: ['Este RUC no es válido: revisa sus dígitos.'],
    });
    expect(result.initialValue).toMatchObject(fields);
    expect(savedBuyer(invoiceId)).toBeNull();
  });

  it('the API refuses by field what our form would not send; another family’s pedido is not found', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: GAMES_PATH, childId: SOFIA });
    const unnamed = {
      kind: 'boleta',
      document_type: null,
      document_number: null,
      name: null,
      address: null,
    } as const;
    // Refused as our own check refuses a vacation purchase's buyer: by field, the form's names.
    const refused = await caller.invoices
      .setReceiptBuyer({ invoiceId, buyer: unnamed })
      .catch((e: unknown) => e);
    expect(procedureFieldErrors(refused)).toEqual({ numeroDocumento: [expect.stringContaining('S/ 700')] });
    const { caller: other } = await accountCaller('mama.mx@example.com');
    expect(await refusal(other.invoices.setReceiptBuyer({ invoiceId, buyer: NAMED_BOLETA }))).toEqual({
      kind: 'not-found',
    });
    expect(await refusal(other.invoices.receipt({ sale: invoiceSale(88102), document: 'receipt' }))).toEqual({
      kind: 'not-found',
    });
  });

  it("a failure saving the buyer ('receipt-buyer-error') starts no payment and says so", async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const cookie = await signedInCookie();
    const response = await runWithScenario('receipt-buyer-error', () => choose(invoiceId, {}, cookie));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/dashboard/compras/${invoiceId}`);
    expect(savedBuyer(invoiceId)).toBeNull();
    expect(await caller.cardProvider.openedOffer({ sale: invoiceSale(invoiceId) })).toBeNull();
  });
});

describe('the receipt issued once paid', () => {
  it('boletas are numbered in order in B001, a factura in F001; Mis compras names them', async () => {
    const { caller } = await accountCaller();
    const first = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const firstRow = await paidWithCard(caller, first.invoiceId);
    const second = await caller.invoices.create({ ref: SCRATCH_JUNIOR, childId: DIEGO });
    await caller.invoices.setReceiptBuyer({ invoiceId: second.invoiceId, buyer: NAMED_BOLETA });
    const secondRow = await paidWithCard(caller, second.invoiceId);
    const number = (row: typeof firstRow) => Number(/B001-(\d{8})/.exec(row?.receipt?.name ?? '')?.[1]);
    expect(firstRow?.receipt).toMatchObject({ status: 'Aceptado', download: 'Descargar boleta' });
    expect(number(secondRow)).toBe(number(firstRow) + 1);
    expect(firstRow?.receiptHref).toBe(`/dashboard/compras/${first.invoiceId}/recibo.pdf`);

    const { caller: company } = await accountCaller();
    const third = await company.invoices.create({ ref: YOUTUBER, childId: SOFIA });
    await company.invoices.setReceiptBuyer({ invoiceId: third.invoiceId, buyer: FACTURA_BUYER });
    const thirdRow = await paidWithCard(company, third.invoiceId);
    expect(thirdRow?.receipt).toMatchObject({ name: expect.stringMatching(/^Factura F001-\d{8}$/) });
    const download = await company.invoices.receipt({
      sale: invoiceSale(third.invoiceId),
      document: 'receipt',
    });
    expect(download).toMatchObject({
      kind: 'electronic',
      document: { type: 'factura', buyer: { document_number: '20131312955' }, currency: 'PEN' },
    });
  });

  it("padre@'s seeded pedido shows its boleta from the start; mama.mx@'s too, a sale abroad (issue 75)", async () => {
    const { caller } = await accountCaller();
    const seeded = (await caller.invoices.purchasesView()).rows.find((row) => row.id === '88102');
    expect(seeded?.receipt).toMatchObject({
      name: expect.stringMatching(/^Boleta B001-\d{8}$/),
      status: 'Aceptado',
      download: 'Descargar boleta',
    });
    const { caller: mexico } = await accountCaller('mama.mx@example.com');
    const row = (await mexico.invoices.purchasesView()).rows.find((r) => r.id === '88302');
    expect(row?.receipt).toMatchObject({
      name: expect.stringMatching(/^Boleta B001-\d{8}$/),
      download: 'Descargar boleta',
    });
    expect(await mexico.invoices.receipt({ sale: invoiceSale(88302), document: 'receipt' })).toMatchObject({
      kind: 'electronic',
      document: { type: 'boleta', currency: 'USD', operation: 'exportacion', igv: 0 },
    });
  });

  it("the OSE's observation shows with its reason, a pedido not issued yet as 'Comprobante en proceso'", async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA });
    const row = await runWithScenario('receipts-observed', () => paidWithCard(caller, invoiceId));
    expect(row?.receipt).toMatchObject({
      status: 'Observado',
      reason: expect.stringContaining('Observación'),
    });
    for (const record of db.electronicDocument.findMany({ where: { invoiceId: { equals: invoiceId } } }))
      db.electronicDocument.delete({ where: { id: { equals: record.id } } });
    const pending = (await caller.invoices.purchasesView()).rows.find((r) => r.id === String(invoiceId));
    expect(pending?.receipt).toMatchObject({ status: 'Comprobante en proceso', download: null });
    expect(pending?.receiptHref).toBeNull();
  });

  it('a dollar pedido from outside Mexico gets a boleta in dollars', async () => {
    const download = await paidDollarPedidoReceipt();
    if (download.kind !== 'electronic') throw new Error('expected a boleta');
    expect(download.document).toMatchObject({ type: 'boleta', series: 'B001', currency: 'USD' });
    const text = pdfText(await electronicReceiptPdf(download.document));
    expect(text).toContain('DÓLARES AMERICANOS');
    expect(text).toContain('BOLETA DE VENTA ELECTRÓNICA');
  });

  it('a dollar pedido with a RUC gets a factura in dollars, its QR with the buyer and the total', async () => {
    const download = await paidDollarPedidoReceipt(FACTURA_BUYER);
    if (download.kind !== 'electronic') throw new Error('expected a factura');
    expect(download.document).toMatchObject({
      type: 'factura',
      series: 'F001',
      currency: 'USD',
      buyer: { document_type: 'RUC', document_number: '20131312955' },
    });
    const pdf = await electronicReceiptPdf(download.document);
    const text = pdfText(pdf);
    expect(text).toContain('FACTURA ELECTRÓNICA');
    expect(text).toContain('DÓLARES AMERICANOS');
    expect(text).toContain('Constructora Los Andes S.A.C.');
    expect(text).toContain('Representación impresa de la factura electrónica');
    // SUNAT's QR: issuer RUC | 01 (factura) | serie | número | IGV | total | date | 6 (RUC) | buyer RUC.
    const [qr] = pdfQrTexts(pdf);
    const fields = qr.split('|');
    expect(fields.slice(1, 3)).toEqual(['01', 'F001']);
    expect(fields[5]).toBe(download.document.total.toFixed(2));
    expect(fields.slice(7, 9)).toEqual(['6', '20131312955']);
  });
});
