import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  MOCK_API_URL,
  MOCK_CARD_PROVIDER,
  MOCK_MERCHANT_ID_PEN,
  MOCK_MERCHANT_ID_USD,
} from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import { runWithScenario } from '../../mocks/scenarios/context';
import { DEFAULT_TIME_ZONE } from '../../server/trpc/context';
import { createCaller } from '../../server/trpc/root';
import {
  approved,
  authorizationsOf,
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  EMILIANO,
  enrollmentsOf,
  NAMED_BOLETA,
  offerOf,
  PACK,
  purchaseRow,
  PYTHON,
  SOFIA,
  startedPayment,
  transactionToken,
  trpcFailure,
} from './payment-support';
import { denialMessage } from '../../kernel/texts/payments';
import { savePayment } from '../../server/sales/ledger';
import type { SalePayment } from '../../server/sales/payment';
import { vacationSale } from '../../server/sales/sale-ref';

const DESCRIPTION = 'Crea tu videojuego en Roblox · Lunes y Miércoles de 4:00 PM a 5:30 PM';

/** Records the JSON bodies posted to an API path, letting the mock answer as usual. */
function recordBodies(method: 'post' | 'patch', path: string) {
  const bodies: unknown[] = [];
  mockServer.use(
    http[method](`${MOCK_API_URL}${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/** A vacation purchase's number (mocks/db/ids.ts): 10 digits, from the clock at the simulator's start. */
const PURCHASE_NUMBER = /^\d{10}$/;

describe('purchases.start', () => {
  it('creates the purchase (450 PEN, PEN merchant id), the provider token and the session', async () => {
    const { payment } = await startedPayment();
    expect(payment).toEqual({
      purchaseNumber: expect.stringMatching(PURCHASE_NUMBER),
      merchantId: MOCK_MERCHANT_ID_PEN,
      amount: 450,
      currency: 'PEN',
      sessionKey: expect.stringMatching(/^sk_[0-9a-f]{32}$/),
      outcome: null,
      child: { id: 501, firstName: 'Sofía' },
      // Nothing asked: a boleta to a final consumer (S/ 450, under the named-boleta limit).
      receiptBuyer: { kind: 'boleta', document_type: null, document_number: null, name: null, address: null },
    });
    // toMatchObject: the mock's records carry symbol keys; every field is listed.
    expect(db.purchase.getAll()).toMatchObject([
      {
        id: payment.purchaseNumber,
        userId: 101,
        merchantId: MOCK_MERCHANT_ID_PEN,
        amount: 450,
        currency: 'PEN',
        description: DESCRIPTION,
        transactionId: null,
        paidAmount: null,
        createdAt: expect.any(String),
      },
    ]);
    const offer = await offerOf(payment);
    expect(db.providerToken.getAll()).toMatchObject([
      { token: offer.providerToken, merchantId: MOCK_MERCHANT_ID_PEN },
    ]);
    expect(db.providerSession.getAll()).toMatchObject([
      {
        sessionKey: payment.sessionKey,
        merchantId: MOCK_MERCHANT_ID_PEN,
        amount: 450,
        token: offer.providerToken,
      },
    ]);
  });

  it('a USD purchase (signed in from Mexico) uses the USD merchant id and the dollar amount', async () => {
    // Emiliano is 12 or older: the Python program (USD 229, 182 after the discount).
    const { payment } = await startedPayment('mama.mx@example.com', PYTHON, EMILIANO);
    expect(payment).toMatchObject({ merchantId: MOCK_MERCHANT_ID_USD, amount: 182, currency: 'USD' });
    expect(db.purchase.getAll()).toMatchObject([
      { userId: 102, merchantId: MOCK_MERCHANT_ID_USD, amount: 182, currency: 'USD' },
    ]);
    expect(db.providerSession.getAll()).toMatchObject([{ merchantId: MOCK_MERCHANT_ID_USD, amount: 182 }]);
  });

  it('the 2-course pack charges its own price (990 PEN)', async () => {
    const { payment } = await startedPayment('padre@example.com', PACK, { ...SOFIA, receipt: NAMED_BOLETA });
    expect(payment).toMatchObject({ amount: 990, currency: 'PEN' });
    expect(db.purchase.getAll()).toMatchObject([
      {
        amount: 990,
        description: 'YouTuber Kids + Animación · Lunes, Martes, Miércoles y Jueves de 10:00 AM a 11:30 AM',
      },
    ]);
  });

  it('a new start after a denial opens a new purchase number', async () => {
    const { checkoutCaller, payment } = await startedPayment();
    const outcome = await chargeAndEnroll(checkoutCaller(payment), {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: transactionToken(payment.sessionKey, CARDS.deny180),
    });
    expect(outcome.status).toBe('denied');
    const again = await checkoutCaller({ ...payment, outcome }).purchases.start(SOFIA);
    expect(Number(again.purchaseNumber)).toBeGreaterThan(Number(payment.purchaseNumber));
    expect(db.purchase.count()).toBe(2);
  });

  it('an approved purchase is never started again', async () => {
    const { checkoutCaller, payment } = await startedPayment();
    const outcome = approved(
      await chargeAndEnroll(checkoutCaller(payment), {
        purchaseNumber: payment.purchaseNumber,
        transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
      }),
    );
    const paid = { ...payment, outcome };
    await expect(checkoutCaller(paid).purchases.start(SOFIA)).resolves.toEqual(paid);
    expect(db.purchase.count()).toBe(1);
  });

  it('without a purchase in the session → PRECONDITION_FAILED', async () => {
    const { context, checkoutCaller } = await checkoutSession();
    await expect(
      checkoutCaller(null, { vacationPurchase: { purchase: null, payment: null } }).purchases.start(),
    ).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'No hay una compra en curso',
    });
    await expect(createCaller({ ...context, transport: 'caller' }).purchases.start()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
    });
    expect(db.purchase.count()).toBe(0);
  });

  it('a visitor → UNAUTHORIZED', async () => {
    const { purchase } = await checkoutSession();
    const visitor = createCaller({
      auth: null,
      timeZone: DEFAULT_TIME_ZONE,
      vacationPurchase: { purchase, payment: null },
      transport: 'caller',
    });
    await expect(visitor.purchases.start()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Inicia sesión para continuar',
    });
    expect(db.purchase.count()).toBe(0);
  });

  it("transport 'http' (/api/trpc) → FORBIDDEN, for every payment step", async () => {
    const { checkoutCaller } = await checkoutSession();
    const overHttp = checkoutCaller(null, { transport: 'http' });
    await expect(overHttp.purchases.start()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Solo disponible desde el servidor',
    });
    await expect(
      chargeAndEnroll(overHttp, { purchaseNumber: '1027000001', transactionToken: 'tt_x' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(db.purchase.count()).toBe(0);
  });

  it("'purchase-403' → FORBIDDEN, no provider token or session", async () => {
    const { checkoutCaller } = await checkoutSession();
    const error = await trpcFailure(
      runWithScenario('purchase-403', () => checkoutCaller(null).purchases.start(SOFIA)),
    );
    expect(error.code).toBe('FORBIDDEN');
    expect(error.cause).toMatchObject({ kind: 'forbidden', status: 403 });
    expect([db.purchase.count(), db.providerToken.count(), db.providerSession.count()]).toEqual([0, 0, 0]);
  });
});

describe('cardProvider.authorize: the charge, then its enrollments and purchase update', () => {
  it('approved: the outcome, one authorization, the enrollment and the purchase update', async () => {
    const { checkoutCaller, payment } = await startedPayment();
    const enrollmentBodies = recordBodies('post', '/api/enrollments/');
    const updates = recordBodies('patch', `/api/purchases/${payment.purchaseNumber}/`);
    const token = transactionToken(payment.sessionKey, CARDS.visa);
    const outcome = await chargeAndEnroll(checkoutCaller(payment), {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: token,
    });

    expect(outcome).toMatchObject({
      status: 'approved',
      sale: { kind: 'vacation', id: payment.purchaseNumber },
      ownerId: 101,
      number: payment.purchaseNumber,
      method: 'card',
      transactionDate: expect.stringMatching(/^\d{12}$/),
      reference: expect.stringMatching(/^\d{18}$/),
      amount: 450,
      currency: 'PEN',
      card: '491914******9067',
      brand: 'visa',
      payerName: 'Carlos Quispe Rojas',
      description: DESCRIPTION,
      followUp: { enrollments: 'done', 'purchase-update': 'done' },
    });
    const { reference: transactionId } = approved(outcome);
    expect(db.authorization.count()).toBe(1);
    expect(authorizationsOf(payment.purchaseNumber)).toMatchObject([
      { userId: 101, code: 200, actionCode: '000' },
    ]);
    expect(db.transactionToken.findFirst({ where: { id: { equals: token } } })?.used).toBe(true);

    expect(enrollmentBodies).toEqual([
      {
        course_id: 'crs-005',
        course_name: 'Curso de Videojuegos con Roblox',
        module_id: 'mod-5-1',
        module_name: 'Mi primer mundo en Roblox Studio',
        timezone_name: 'America/Lima',
        purchase: payment.purchaseNumber,
        student_id: 501,
        group_id: 'grp-5-1',
        group_name: 'Grupo Lunes y Miércoles 4:00 p. m.',
        initial_date: '2027-01-11',
        schedules: [
          { day: 'Lunes', hour: '16:00' },
          { day: 'Miércoles', hour: '16:00' },
        ],
      },
    ]);
    const rows = enrollmentsOf(payment.purchaseNumber);
    expect(rows).toHaveLength(1);
    // The enrollment is Sofía's (the student), not her parent's.
    expect(rows[0]).toMatchObject({
      userId: 501,
      course_id: 'crs-005',
      group_id: 'grp-5-1',
      initial_date: '2027-01-11',
      status: 'has_not_started',
    });
    expect(rows[0].schedules.map(({ day, hour }) => ({ day, hour }))).toEqual([
      { day: 'Lunes', hour: '16:00' },
      { day: 'Miércoles', hour: '16:00' },
    ]);

    expect(updates).toEqual([{ amount: 450, currency: 'PEN', transaction_id: transactionId }]);
    expect(purchaseRow(payment.purchaseNumber)).toMatchObject({ paidAmount: 450, transactionId });
  });

  it("charges the session's amount and merchant: amount keys in the input are dropped", async () => {
    const { checkoutCaller, payment } = await startedPayment();
    const { providerToken } = await offerOf(payment);
    expect(providerToken).toMatch(/^pt_[0-9a-f]{32}$/);
    const sent = recordBodies('post', `/api/${MOCK_CARD_PROVIDER}/authorization/`);
    const token = transactionToken(payment.sessionKey, CARDS.visa);
    const tampered = {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: token,
      amount: 1,
      MERCHANT_ID: MOCK_MERCHANT_ID_USD,
    };
    await expect(chargeAndEnroll(checkoutCaller(payment), tampered)).resolves.toMatchObject({
      status: 'approved',
      amount: 450,
    });
    expect(sent).toEqual([
      {
        MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
        amount: 450,
        purchase_number: payment.purchaseNumber,
        transaction_token: token,
        token: providerToken,
      },
    ]);
  });

  it.each([
    ['mastercard', CARDS.mastercard, '516003******0317'],
    ['amex', CARDS.amex, '371449*****8431'],
  ])('approved %s: masked card and brand from the provider', async (brand, number, card) => {
    const { checkoutCaller, payment } = await startedPayment();
    const outcome = await chargeAndEnroll(checkoutCaller(payment), {
      purchaseNumber: payment.purchaseNumber,
      transactionToken: transactionToken(payment.sessionKey, number),
    });
    expect(outcome).toMatchObject({ status: 'approved', card, brand });
  });

  it.each([
    ['180', CARDS.deny180],
    ['116', CARDS.deny116],
    ['101', CARDS.deny101],
  ])(
    'denied %s: status denied with the action code; no enrollment, no purchase update',
    async (actionCode, number) => {
      const { checkoutCaller, payment } = await startedPayment();
      const outcome = await chargeAndEnroll(checkoutCaller(payment), {
        purchaseNumber: payment.purchaseNumber,
        transactionToken: transactionToken(payment.sessionKey, number),
      });
      expect(outcome).toMatchObject({
        status: 'denied',
        number: payment.purchaseNumber,
        transactionDate: expect.stringMatching(/^\d{12}$/),
        actionCode,
      });
      expect(authorizationsOf(payment.purchaseNumber)).toMatchObject([{ code: 400, actionCode }]);
      expect(enrollmentsOf(payment.purchaseNumber)).toHaveLength(0);
      expect(purchaseRow(payment.purchaseNumber)).toMatchObject({ paidAmount: null, transactionId: null });
    },
  );

  it('a payment that already has an outcome answers it without calling the provider', async () => {
    const { checkoutCaller, payment } = await startedPayment();
    const calls = recordBodies('post', `/api/${MOCK_CARD_PROVIDER}/authorization/`);
    const outcome: SalePayment = {
      status: 'denied',
      sale: vacationSale(payment.purchaseNumber),
      ownerId: 101,
      number: payment.purchaseNumber,
      currency: 'PEN',
      method: 'card',
      transactionDate: '270111153045',
      recordedAt: new Date().toISOString(),
      reference: null,
      actionCode: '116',
      message: denialMessage('116'),
    };
    // Recorded by another tab or instance: the ledger answers, whatever the session holds.
    await savePayment(outcome);
    await expect(
      chargeAndEnroll(checkoutCaller(payment), {
        purchaseNumber: payment.purchaseNumber,
        transactionToken: 'tt_any',
      }),
    ).resolves.toEqual(outcome);
    expect(calls).toHaveLength(0);
  });

  it('a purchase number other than the one offered → CONFLICT (offer stale), nothing authorized', async () => {
    const { checkoutCaller, payment } = await startedPayment();
    const token = transactionToken(payment.sessionKey, CARDS.visa);
    const step = checkoutCaller(payment);
    await expect(
      step.cardProvider.authorize({
        sale: vacationSale(payment.purchaseNumber),
        purchaseNumber: '1027000999',
        transactionToken: token,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', outcome: { kind: 'offer-stale' } });
    // Another family's number (or none of this family's) is not found.
    await expect(
      step.cardProvider.authorize({
        sale: vacationSale('1027000999'),
        purchaseNumber: '1027000999',
        transactionToken: token,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(db.authorization.count()).toBe(0);
  });
});
