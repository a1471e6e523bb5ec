/**
 * The vacation purchase's electronic receipt (issue 55 point 1): 'Comprobante de pago' travels with
 * the purchase, checked against the price the server computed, refused beside its field before
 * anything exists at the API; once paid the API issues the boleta or factura, and Mis compras'
 * list carries it. A family abroad names itself by its own documents and gets one too (issue 75).
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { ANONYMOUS_BOLETA } from '../../mocks/receipts/issue';
import { procedureFieldErrors } from '../../app/lib/forms/submission.server';
import { documentNumber } from '../../server/upstream/schemas/electronic-receipts';
import { createPurchase, listPurchases } from '../../server/upstream/purchases';
import { UpstreamError } from '../../server/upstream/errors';
import { namedBoletaRequired, RECEIPT_TEXT } from '../../kernel/texts/receipts';
import type { ReceiptFieldsInput } from '../../server/validation/vacation-receipt';
import {
  type Choice,
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  EMILIANO,
  NAMED_BOLETA,
  PACK,
  PYTHON,
  ROBLOX,
  SOFIA,
  startedPayment,
  transactionToken,
  trpcFailure,
} from './payment-support';
import { enrollmentPage, postEnrollment, signedInChoice } from './payment-route-support';

const FACTURA = {
  comprobante: 'factura',
  ruc: '20131312955',
  razonSocial: 'Colegio San Martín S.A.C.',
  direccionFiscal: 'Av. Arequipa 123, Lima',
} as const;

/** Starts with `receipt` and pays with a Visa; answers the purchase as Mis compras' list has it. */
async function paidWith(
  receipt: ReceiptFieldsInput,
  email = 'padre@example.com',
  choice: Choice = PACK,
  start: { childId?: number } = SOFIA,
) {
  const session = await startedPayment(email, choice, { ...start, receipt });
  const { payment, checkoutCaller, context } = session;
  await chargeAndEnroll(checkoutCaller(payment), {
    purchaseNumber: payment.purchaseNumber,
    transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
  });
  const list = await listPurchases(context.auth?.refreshToken ?? '');
  const listed = list.find((row) => row.purchase_id === payment.purchaseNumber);
  if (!listed) throw new Error('the paid purchase is not listed');
  return { payment, listed };
}

/** Nothing at the API, nothing at the card network (the fixtures' pedidos keep their own buyers). */
const nothingStarted = () => [
  db.purchase.count(),
  db.providerSession.count(),
  db.authorization.count(),
  db.receiptBuyer.getAll().filter((record) => record.id.startsWith('purchase:')).length,
];

const PEN_700 = { amount: 700, currency: 'PEN' } as const;

describe('the receipt choice travels with the vacation purchase', () => {
  it('a named boleta goes to the API with the purchase and stays with it', async () => {
    const { payment } = await startedPayment('padre@example.com', PACK, { ...SOFIA, receipt: NAMED_BOLETA });
    const buyer = {
      kind: 'boleta',
      document_type: 'DNI',
      document_number: '45678912',
      name: 'Carlos Quispe',
      address: null,
    };
    expect(payment.receiptBuyer).toEqual(buyer);
    expect(
      db.receiptBuyer.findFirst({ where: { id: { equals: `purchase:${payment.purchaseNumber}` } } })?.buyer,
    ).toBe(JSON.stringify(buyer));
  });

  it('no DNI above S/ 700 (the pack, S/ 990): refused beside the field before any API call or charge', async () => {
    const { checkoutCaller } = await checkoutSession('padre@example.com', PACK);
    const error = await trpcFailure(checkoutCaller(null).purchases.start({ ...SOFIA, receipt: {} }));
    expect(procedureFieldErrors(error)).toEqual({ numeroDocumento: [namedBoletaRequired(PEN_700)] });
    expect(nothingStarted()).toEqual([0, 0, 0, 0]);
  });

  it('a RUC with a wrong check digit: refused beside it, nothing started', async () => {
    const { checkoutCaller } = await checkoutSession('padre@example.com', ROBLOX);
    const error = await trpcFailure(
      checkoutCaller(null).purchases.start({ ...SOFIA, receipt: { ...FACTURA, ruc: '20131312954' } }),
    );
    expect(procedureFieldErrors(error)).toEqual({ ruc: [RECEIPT_TEXT.errors.rucCheckDigit] });
    expect(nothingStarted()).toEqual([0, 0, 0, 0]);
  });

  it('another receipt choice is another purchase at the API, never the open one with the old buyer', async () => {
    const first = await startedPayment('padre@example.com', ROBLOX, { ...SOFIA, receipt: {} });
    const again = await first.checkoutCaller(null).purchases.start({ ...SOFIA, receipt: {} });
    const factura = await first.checkoutCaller(null).purchases.start({ ...SOFIA, receipt: FACTURA });
    expect(again.purchaseNumber).toBe(first.payment.purchaseNumber);
    expect(factura.purchaseNumber).not.toBe(first.payment.purchaseNumber);
    expect(factura.receiptBuyer).toMatchObject({ kind: 'factura', document_number: '20131312955' });
  });
});

describe('paid, the API issues the receipt and Mis compras lists it', () => {
  it('a named boleta: B001-n for the program, its price and buyer', async () => {
    const { listed } = await paidWith(NAMED_BOLETA);
    expect(listed).toMatchObject({
      status: 'paid',
      electronic_receipt: true,
      receipt_buyer: { kind: 'boleta' },
    });
    expect(listed.documents).toHaveLength(1);
    const [boleta] = listed.documents ?? [];
    expect(documentNumber(boleta)).toMatch(/^B001-\d{8}$/);
    expect(boleta).toMatchObject({
      type: 'boleta',
      currency: 'PEN',
      total: 990,
      buyer: { document_type: 'DNI', document_number: '45678912', name: 'Carlos Quispe' },
      lines: [
        { description: expect.stringContaining('YouTuber Kids + Animación'), quantity: 1, amount: 990 },
      ],
    });
  });

  it('a factura: F001-n to the RUC', async () => {
    const { listed } = await paidWith(FACTURA, 'padre@example.com', ROBLOX);
    const [factura] = listed.documents ?? [];
    expect(documentNumber(factura)).toMatch(/^F001-\d{8}$/);
    expect(factura).toMatchObject({ type: 'factura', total: 450, buyer: { document_number: '20131312955' } });
  });

  it('a family in Mexico: its passport travels, and its boleta is issued as for any sale (issue 75)', async () => {
    const passport = {
      tipoDocumento: 'PASAPORTE',
      numeroDocumento: 'G12345678',
      nombreComprador: 'Mariana López',
    } as const;
    const { payment, listed } = await paidWith(passport, 'mama.mx@example.com', PYTHON, EMILIANO);
    expect(payment.receiptBuyer).toMatchObject({ kind: 'boleta', document_type: 'PASAPORTE' });
    expect(listed).toMatchObject({ status: 'paid', electronic_receipt: true });
    expect(listed.documents).toEqual([
      expect.objectContaining({
        type: 'boleta',
        currency: 'USD',
        operation: 'exportacion',
        buyer: expect.objectContaining({ document_type: 'PASAPORTE', document_number: 'G12345678' }),
      }),
    ]);
  });
});

describe('the simulated API checks the buyer with the same rules', () => {
  const body = {
    MERCHANT_ID: '456879852',
    amount: 990,
    currency: 'PEN',
    description: 'Pack',
    program_id: 'p',
    group_id: 'g',
  };

  const foreignId = {
    ...ANONYMOUS_BOLETA,
    document_type: 'ID_EXTRANJERO',
    document_number: 'AB12345',
    name: 'Ana',
  } as const;
  it.each([
    ['padre@example.com', null, 'receipt_buyer.document_number'],
    ['mama.mx@example.com', ANONYMOUS_BOLETA, 'receipt_buyer.document_number'],
    ['padre@example.com', foreignId, 'receipt_buyer.document_type'],
  ] as const)('%s with %j → 400 on %s, no purchase', async (email, receipt_buyer, field) => {
    const { context } = await checkoutSession(email);
    const sent = { ...body, receipt_buyer, foreign_sales: 'export' as const };
    const error = await createPurchase(context.auth?.refreshToken ?? '', sent).then(
      () => null,
      (reason: unknown) => reason,
    );
    if (!(error instanceof UpstreamError)) throw new Error('expected the API to refuse');
    expect(error.status).toBe(400);
    expect(Object.keys(Object(error.body))).toEqual([field]);
    expect(db.purchase.count()).toBe(0);
  });
});

describe("the /enrollment form (JavaScript off: the action's answer is the page's form)", () => {
  it('no DNI for the pack: the refusal beside the field, everything typed kept, nothing started', async () => {
    const cookie = await signedInChoice('padre@example.com', PACK);
    expect((await enrollmentPage(cookie)).receipt).toEqual({
      amount: 990,
      currency: 'PEN',
      domiciled: true,
      namedAbove: 700,
    });
    const answer = await postEnrollment(cookie, {
      intent: 'start-payment',
      childId: '501',
      comprobante: 'boleta',
      tipoDocumento: 'DNI',
      nombreComprador: 'Carlos Quispe',
    });
    expect(answer.status).toBe(400);
    const { result } = await answer.json();
    expect(result.error).toEqual({ numeroDocumento: [namedBoletaRequired(PEN_700)] });
    expect(result.initialValue).toMatchObject({ childId: '501', nombreComprador: 'Carlos Quispe' });
    expect(nothingStarted()).toEqual([0, 0, 0, 0]);
  });

  it('a family in Mexico is asked too, in dollars at the day’s rate; the subscription is not', async () => {
    const mx = await signedInChoice('mama.mx@example.com', PYTHON);
    expect((await enrollmentPage(mx)).receipt).toEqual({
      amount: 182,
      currency: 'USD',
      domiciled: false,
      namedAbove: 186.66,
    });
    const subscription = await signedInChoice('padre@example.com', {
      ageRange: '5_to_7',
      programId: 'vac-5_to_7-2',
      groupId: 'vg-5-2-1',
    });
    expect((await enrollmentPage(subscription)).receipt).toBeNull();
  });
});
