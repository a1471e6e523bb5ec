/**
 * Issue 74, rule H: in mock mode the simulated database is in memory while the app's store
 * survives a restart, so numbers counted from a fixed start were given again after a restart and a
 * family's new pedido read another family's payment record. New pedido and purchase numbers now
 * start from the clock at the simulator's start: after a restart (the database seeded again, the
 * clock later) they are above every number given before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_MERCHANT_ID_PEN } from '../../mocks/config';
import { resetDatabase } from '../../mocks/db/seed';
import { apiAs, PADRE, solesInvoice } from './mock-invoices-support';
import { authorize, cardSession, REFUND_BODY } from './mock-sale-support';

/** 'Crea tu videojuego en Roblox', its first schedule. */
const GROUP = 'vg-8-1-1';

const startVacation = async () => {
  const answer = await apiAs(PADRE)('POST', '/api/purchases/', {
    MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
    amount: 450,
    currency: 'PEN',
    description: 'Vacaciones',
  });
  return (answer.body as { data: { purchase_id: string } }).data.purchase_id;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('numbers never given twice across a restart', () => {
  it('a pedido and a purchase opened after a restart have numbers above those before it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { invoice: before } = await solesInvoice();
    const purchaseBefore = await startVacation();
    expect(before.number).toMatch(/^PED-\d{8}$/);
    expect(purchaseBefore).toMatch(/^\d{10}$/);
    // Fixture pedidos are 88102 and 88302: new ones are above them.
    expect(before.invoice_id).toBeGreaterThan(88_302);

    // The simulator starts again an hour later: its database is seeded anew.
    vi.setSystemTime(Date.now() + 60 * 60_000);
    resetDatabase();
    const { invoice: after } = await solesInvoice();
    const purchaseAfter = await startVacation();
    expect(after.number).toMatch(/^PED-\d{8}$/);
    expect(after.invoice_id).toBeGreaterThan(before.invoice_id);
    expect(Number(purchaseAfter)).toBeGreaterThan(Number(purchaseBefore));
  });

  it('within a run every new number is new', async () => {
    const api = apiAs(PADRE);
    const open = async (student: number, course: string) =>
      (
        (
          await api('POST', '/api/invoices/', {
            student_id: student,
            currency: 'PEN',
            country: 'PE',
            items: [{ product_type: 'course', product_id: course, learning_path: null }],
          })
        ).body as { data: { number: string } }
      ).data.number;
    const numbers = [
      await open(501, 'curso-de-youtuber-kids'),
      await open(502, 'curso-de-youtuber-kids'),
      await open(502, 'curso-de-animacion-con-scratch'),
      await startVacation(),
      await startVacation(),
    ];
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('an enrolment after a refunded vacation purchase has a number of its own (before: a duplicate, a 500)', async () => {
    const api = apiAs(PADRE);
    const enrolAfterPaying = async (student: number) => {
      const started = await api('POST', '/api/purchases/', {
        MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
        amount: 450,
        currency: 'PEN',
        description: 'Crea tu videojuego en Roblox',
        program_id: 'vac-8_to_11-1',
        group_id: GROUP,
      });
      const number = (started.body as { data: { purchase_id: string } }).data.purchase_id;
      expect((await authorize(api, number, await cardSession(api, 450))).status).toBe(200);
      const enrolled = await api('POST', '/api/enrollments/', {
        course_id: 'crs-005',
        purchase: number,
        student_id: student,
        timezone_name: 'America/Lima',
        group_id: 'grp-5-1',
        initial_date: '2027-01-11',
        schedules: [{ day: 'Lunes', hour: '16:00' }],
      });
      return { number, enrolled };
    };
    const first = await enrolAfterPaying(501);
    expect(first.enrolled.status).toBe(201);
    expect((await api('POST', `/api/purchases/${first.number}/refund/`, REFUND_BODY)).status).toBe(201);
    const second = await enrolAfterPaying(502);
    expect(second.enrolled.status).toBe(201);
    const third = await enrolAfterPaying(501);
    expect(third.enrolled.status).toBe(201);
  });
});
