/**
 * Issue 74, rule D at the simulated API: a seat is held when a sale for a group opens and checked
 * again when the charge is made; no sale exists for a refused start; a sale whose seat is gone
 * cannot be paid (money that arrives anyway goes back). 'Dibujo y animación digital' grp-4-1 is
 * full and grp-4-2 has one seat left; Python's third schedule too (fixtures/waitlist.ts). padre@,
 * recordatorios@ and mama.mx@ share the fixtures' seats.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { MOCK_MERCHANT_ID_PEN } from '../../mocks/config';
import { HOLD_MS } from '../../mocks/waitlist/seat-holds';
import { salesLedger } from '../../mocks/support/payments-ledger';
import { apiAs, invoiceOf, LOCAL, MAMA_MX, PADRE, type Answer } from './mock-invoices-support';
import {
  authorize,
  cardSession,
  confirmInBrowser,
  intentOf,
  notifySuccess,
  openIntent,
  readInvoice,
  refusalCode,
  type Api,
} from './mock-sale-support';

const DRAWING = 'curso-de-dibujo-y-animacion-digital';
const ALONE = { product_type: 'course', product_id: DRAWING, learning_path: null } as const;
const LAST_SEAT = [{ course: DRAWING, learning_path: null, group_id: 'grp-4-2' }];
const FULL_GROUP = [{ course: DRAWING, learning_path: null, group_id: 'grp-4-1' }];
const DIEGO = 502;
const EMILIANO = 503;
const RECORDATORIOS = 138;
const VALENTINA = 538;

const PE = { currency: 'PEN', country: 'PE' } as const;

/** As our server opened a pedido before issue 74: the invoice, then its enrolments. */
async function pedidoThenGroup(
  api: Api,
  student: number,
  where: { currency: 'PEN' | 'USD'; country: string } = PE,
) {
  const invoice = invoiceOf(
    await api('POST', '/api/invoices/', { student_id: student, ...where, items: [ALONE] }),
  );
  const enrolled = await api('PATCH', `/api/invoices/${invoice.invoice_id}/enrolments`, {
    enrolments: LAST_SEAT,
  });
  return { invoice, enrolled };
}

const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

/** Which of these pedidos the ledger says were paid. */
const paidSales = (numbers: string[]) =>
  salesLedger()
    .filter((sale) => sale.paid && numbers.includes(sale.number))
    .map((sale) => sale.number);

afterEach(() => {
  vi.useRealTimers();
});

describe('a refused start leaves no sale', () => {
  it('POST /api/invoices/ with enrolments: a full group or course is a 409 schedule_full and no invoice exists', async () => {
    const api = apiAs(PADRE);
    const before = db.invoice.count();
    const full = await api('POST', '/api/invoices/', {
      student_id: DIEGO,
      ...PE,
      items: [ALONE],
      enrolments: FULL_GROUP,
    });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'schedule_full' });
    expect(db.invoice.count()).toBe(before);

    const opened = await api('POST', '/api/invoices/', {
      student_id: DIEGO,
      ...PE,
      items: [ALONE],
      enrolments: LAST_SEAT,
    });
    expect(opened.status).toBe(201);
    expect(invoiceOf(opened).enrolments).toEqual(LAST_SEAT);
    // The last seat is held from that moment: another family's start is refused.
    const theirs = await apiAs(RECORDATORIOS)('POST', '/api/invoices/', {
      student_id: VALENTINA,
      ...PE,
      items: [ALONE],
      enrolments: LAST_SEAT,
    });
    expect(theirs.status).toBe(409);
    expect(db.invoice.count()).toBe(before + 1);
  });

  it('a pedido whose group was refused (the old two-step start) cannot be paid while the course has no seat', async () => {
    await pedidoThenGroup(apiAs(RECORDATORIOS), VALENTINA);
    const api = apiAs(PADRE);
    const { invoice, enrolled } = await pedidoThenGroup(api, DIEGO);
    expect(enrolled.status).toBe(409);
    const charge = await authorize(api, invoice.number, await cardSession(api, invoice.total));
    expect(charge.status).toBe(409);
    expect(refusalCode(charge)).toBe('schedule_full');
    expect(db.authorization.count()).toBe(0);
    expect(await readInvoice(api, invoice.invoice_id)).toMatchObject({ status: 'open' });
  });
});

describe('the seat at the charge', () => {
  it('a hold that ran out while the pedido stayed payable: the seat went to another family, the first is refused', async () => {
    const api = apiAs(PADRE);
    const first = await pedidoThenGroup(api, DIEGO);
    expect(first.enrolled.status).toBe(200);
    const session = await cardSession(api, first.invoice.total);
    later(HOLD_MS + 60_000);
    const other = apiAs(RECORDATORIOS);
    const second = await pedidoThenGroup(other, VALENTINA);
    expect(second.enrolled.status).toBe(200);
    expect(
      (await authorize(other, second.invoice.number, await cardSession(other, second.invoice.total))).status,
    ).toBe(200);

    const late = await authorize(api, first.invoice.number, session);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'schedule_full',
      detail: 'El grupo elegido ya no tiene cupos: no se cobró nada.',
    });
    const both = [first.invoice.number, second.invoice.number];
    expect(paidSales(both)).toEqual([second.invoice.number]);
    expect(salesLedger({ purchase: first.invoice.number })[0]).toMatchObject({ received: [], kept: 0 });
  });

  it('a hold that ran out with the seat still free is taken again at the charge', async () => {
    const api = apiAs(PADRE);
    const { invoice } = await pedidoThenGroup(api, DIEGO);
    later(HOLD_MS + 60_000);
    expect((await authorize(api, invoice.number, await cardSession(api, invoice.total))).status).toBe(200);
    expect((await pedidoThenGroup(apiAs(RECORDATORIOS), VALENTINA)).enrolled.status).toBe(409);
  });

  it('a cash code keeps the seat for as long as it can be paid', async () => {
    const api = apiAs(PADRE);
    const { invoice } = await pedidoThenGroup(api, DIEGO);
    const code = await api('POST', `${LOCAL}/payment-information/`, {
      invoice_id: invoice.invoice_id,
      method: 'agent',
    });
    expect(code.status).toBe(201);
    later(HOLD_MS + 60_000);
    expect((await pedidoThenGroup(apiAs(RECORDATORIOS), VALENTINA)).enrolled.status).toBe(409);
  });

  it('a dollar intent taken after the seat went: 409 schedule_full, the money back, the pedido open', async () => {
    const api = apiAs(MAMA_MX);
    const { invoice } = await pedidoThenGroup(api, EMILIANO, { currency: 'USD', country: 'MX' });
    const intent = intentOf(await openIntent(api, invoice.invoice_id));
    later(HOLD_MS + 60_000);
    const other = apiAs(PADRE);
    const theirs = await pedidoThenGroup(other, DIEGO);
    expect(
      (await authorize(other, theirs.invoice.number, await cardSession(other, theirs.invoice.total))).status,
    ).toBe(200);

    expect(confirmInBrowser(intent)).toMatchObject({ ok: true, status: 'succeeded' });
    const told: Answer = await notifySuccess(api, invoice.invoice_id, intent.intent_id);
    expect(told.status).toBe(409);
    expect(told.body).toMatchObject({ code: 'schedule_full' });
    expect(await readInvoice(api, invoice.invoice_id)).toMatchObject({ status: 'open' });
    expect(salesLedger({ purchase: invoice.number })[0]).toMatchObject({
      kept: 0,
      refunded: [{ amount: 85, automatic: true, reason: 'schedule_full' }],
    });
  });

  it('a vacation purchase whose hold ran out is refused at the authorization when its schedule filled', async () => {
    const start = (api: Api) =>
      api('POST', '/api/purchases/', {
        MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
        amount: 636,
        currency: 'PEN',
        description: 'Python',
        program_id: 'vac-12_plus-1',
        group_id: 'vg-12-1-3',
      });
    const api = apiAs(PADRE);
    const mine = (await start(api)).body as { data: { purchase_id: string } };
    later(HOLD_MS + 60_000);
    const other = apiAs(RECORDATORIOS);
    const theirs = (await start(other)).body as { data: { purchase_id: string } };
    expect((await authorize(other, theirs.data.purchase_id, await cardSession(other, 636))).status).toBe(200);

    const late = await authorize(api, mine.data.purchase_id, await cardSession(api, 636));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'schedule_full',
      detail: 'El horario elegido ya no tiene cupos: no se cobró nada.',
    });
    expect(
      db.authorization.findMany({ where: { purchaseNumber: { equals: mine.data.purchase_id } } }),
    ).toEqual([]);
  });

  it('a denied pedido releases its seat at once', async () => {
    const api = apiAs(PADRE);
    const { invoice } = await pedidoThenGroup(api, DIEGO);
    expect(
      (await authorize(api, invoice.number, await cardSession(api, invoice.total), '4000000000000002'))
        .status,
    ).toBe(200);
    expect((await readInvoice(api, invoice.invoice_id)).status).toBe('denied');
    expect((await pedidoThenGroup(apiAs(RECORDATORIOS), VALENTINA)).enrolled.status).toBe(200);
  });
});
