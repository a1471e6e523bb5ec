/** The simulated API's invoices (decision 030): opening, reuse, pricing, refusals, enrolments, ownership. */
import { describe, expect, it } from 'vitest';
import { runWithScenario } from '../../mocks/scenarios/context';
import { InvoiceListSchema } from '../../server/upstream/schemas/invoices';
import {
  apiAs,
  DIEGO,
  dollarInvoice,
  EMILIANO,
  invoiceOf,
  MAMA_MX,
  MINECRAFT_OF_PATH_2,
  PADRE,
  SOFIA,
  solesInvoice,
  WHOLE_PATH_2,
  YOUTUBER_ALONE,
} from './mock-invoices-support';

const open = (items: readonly object[], overrides: Record<string, unknown> = {}) =>
  apiAs(PADRE)('POST', '/api/invoices/', {
    student_id: SOFIA,
    currency: 'PEN',
    country: 'PE',
    items,
    ...overrides,
  });

describe('POST /api/invoices/', () => {
  it('opens a numbered invoice (201) and answers the same open one again (200) for the same child and items', async () => {
    const first = await solesInvoice();
    expect(first.created.status).toBe(201);
    expect(first.invoice.number).toMatch(/^PED-\d{8}$/);
    expect(first.invoice).toMatchObject({ status: 'open', student: { id: SOFIA, first_name: 'Sofía' } });
    const again = await solesInvoice();
    expect(again.created.status).toBe(200);
    expect(again.invoice.invoice_id).toBe(first.invoice.invoice_id);
    // Another item or another child is another invoice, with the next number.
    const other = await solesInvoice([WHOLE_PATH_2]);
    expect(other.created.status).toBe(201);
    expect(other.invoice.invoice_id).toBe(first.invoice.invoice_id + 1);
    const diego = await open([YOUTUBER_ALONE], { student_id: DIEGO });
    expect(invoiceOf(diego).invoice_id).not.toBe(first.invoice.invoice_id);
  });

  it('prices a course by its own catalogue price, in its path or alone, and a whole path by §9 full path', async () => {
    const { invoice } = await solesInvoice([MINECRAFT_OF_PATH_2, WHOLE_PATH_2, YOUTUBER_ALONE]);
    expect(invoice.items.map((item) => [item.amount, item.detail])).toEqual([
      [490, '2 meses · 16 sesiones'],
      [1710, '9 meses · 4 cursos'],
      [450, '3 meses · 24 sesiones'],
    ]);
    expect(invoice).toMatchObject({
      subtotal: 2650,
      discount: 0,
      total: 2650,
      local_methods: ['agent', 'bank_transfer'],
    });
    const dollars = await dollarInvoice([
      {
        product_type: 'course',
        product_id: 'curso-de-inteligencia-artificial-para-adolescentes',
        learning_path: 'ruta-inteligencia-artificial-y-apps',
      },
      { product_type: 'learning_path', product_id: 'ruta-desarrolladores-web', learning_path: null },
      YOUTUBER_ALONE,
    ]);
    expect(dollars.invoice.items.map((item) => item.amount)).toEqual([185, 515, 129]);
    expect(dollars.invoice).toMatchObject({
      total: 829,
      currency: 'USD',
      local_methods: ['convenience_store'],
    });
  });

  it.each([
    [
      'an unknown course',
      [{ ...YOUTUBER_ALONE, product_id: 'curso-que-no-existe' }],
      {},
      'items.0.product_id',
    ],
    [
      'a course not in that path',
      [{ ...MINECRAFT_OF_PATH_2, product_id: 'curso-de-python-para-jovenes' }],
      {},
      'items.0.product_id',
    ],
    ['an unknown path', [{ ...WHOLE_PATH_2, product_id: 'ruta-que-no-existe' }], {}, 'items.0.product_id'],
    ['dollars in Peru', [YOUTUBER_ALONE], { currency: 'USD' }, 'currency'],
    ['soles abroad', [YOUTUBER_ALONE], { country: 'MX' }, 'currency'],
    ['an amount sent by the browser', [YOUTUBER_ALONE], { total: 1 }, 'total'],
    ['no items', [], {}, 'items'],
  ])('refuses %s with 400 and field errors', async (_case, items, overrides, field) => {
    const answer = await open(items, overrides);
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty([field]);
  });

  it("another family's child is 404; signed out is 401", async () => {
    expect((await open([YOUTUBER_ALONE], { student_id: EMILIANO })).status).toBe(404);
    const anonymous = await apiAs(null)('POST', '/api/invoices/', {});
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/invoices/', () => {
  it("lists the caller's invoices only, newest first; another family's id is 404", async () => {
    const { invoice } = await solesInvoice();
    const list = InvoiceListSchema.parse((await apiAs(PADRE)('GET', '/api/invoices/')).body).data;
    expect(list.map((i) => i.invoice_id)).toEqual([invoice.invoice_id, 88102]);
    expect((await apiAs(PADRE)('GET', `/api/invoices/${invoice.invoice_id}/`)).status).toBe(200);
    expect((await apiAs(MAMA_MX)('GET', `/api/invoices/${invoice.invoice_id}/`)).status).toBe(404);
    const theirs = InvoiceListSchema.parse((await apiAs(MAMA_MX)('GET', '/api/invoices/')).body).data;
    expect(theirs.map((i) => i.invoice_id)).toEqual([88302]);
    for (const path of ['couponadd', 'done', 'paid-email', 'email', 'enrolments'])
      expect(
        (
          await apiAs(MAMA_MX)(
            path === 'done' || path === 'enrolments' ? 'PATCH' : 'POST',
            `/api/invoices/${invoice.invoice_id}/${path}`,
            {},
          )
        ).status,
      ).toBe(404);
  });

  it('an id that is no pedido number (not a number, a fraction, beyond any integer) is 404', async () => {
    for (const id of ['abc', '88102.5', '1e400', '9007199254740993', '-88102'])
      expect((await apiAs(PADRE)('GET', `/api/invoices/${id}/`)).status).toBe(404);
    expect((await apiAs(PADRE)('GET', '/api/invoices/88102/')).status).toBe(200);
  });
});

describe('PATCH /api/invoices/{id}/enrolments', () => {
  it('attaches the courses of the items with a catalogue group of that course or none', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    const answer = await api('PATCH', `/api/invoices/${invoice.invoice_id}/enrolments`, {
      enrolments: [
        {
          course: 'curso-de-videojuegos-con-roblox',
          learning_path: 'ruta-creadores-de-videojuegos',
          group_id: 'grp-5-1',
        },
        {
          course: 'curso-de-animacion-con-scratch',
          learning_path: 'ruta-creadores-de-videojuegos',
          group_id: null,
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(invoiceOf(answer).enrolments).toHaveLength(2);
  });

  it.each([
    [
      'a course not bought',
      { course: 'curso-de-youtuber-kids', learning_path: null, group_id: null },
      'enrolments.0.course',
    ],
    [
      'a group of another course',
      {
        course: 'curso-de-minecraft-education-code-builder',
        learning_path: 'ruta-creadores-de-videojuegos',
        group_id: 'grp-5-1',
      },
      'enrolments.0.group_id',
    ],
  ])('refuses %s', async (_case, enrolment, field) => {
    const { api, invoice } = await solesInvoice();
    const answer = await api('PATCH', `/api/invoices/${invoice.invoice_id}/enrolments`, {
      enrolments: [enrolment],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty([field]);
  });

  it('only while the invoice is open (409 on a paid one)', async () => {
    const answer = await apiAs(PADRE)('PATCH', '/api/invoices/88102/enrolments', {
      enrolments: [
        {
          course: 'curso-de-videojuegos-con-roblox',
          learning_path: 'ruta-creadores-de-videojuegos',
          group_id: null,
        },
      ],
    });
    expect(answer.status).toBe(409);
  });
});

describe("'invoice-403'", () => {
  it('answers 403 on the invoice calls and the checkout payment calls, and nothing else', async () => {
    const { api, invoice } = await solesInvoice();
    const calls: [string, string, object?][] = [
      ['GET', '/api/invoices/'],
      ['POST', '/api/invoices/', {}],
      ['GET', `/api/invoices/${invoice.invoice_id}/`],
      ['POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'BIENVENIDA10' }],
      ['PATCH', `/api/invoices/${invoice.invoice_id}/done`, {}],
      ['POST', '/api/cards/mc-validation/', { invoice_id: invoice.invoice_id, bin: '516003' }],
      ['POST', '/api/stripe/payment-intent/', { invoice_id: invoice.invoice_id }],
      ['POST', '/api/stripe/promotion-codes/WELCOME10/', { invoice_id: invoice.invoice_id }],
      ['POST', '/api/stripe/payment/notification/success/', {}],
      ['POST', '/api/pagoefectivo/payment-information/', { invoice_id: invoice.invoice_id, method: 'agent' }],
      ['POST', '/api/niubiz/authorization/', { purchase_number: invoice.number }],
    ];
    for (const [method, path, body] of calls) {
      const answer = await runWithScenario('invoice-403', () => api(method, path, body));
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    // A vacation purchase's authorization is not an invoice call.
    const vacation = await runWithScenario('invoice-403', () =>
      api('POST', '/api/niubiz/authorization/', { purchase_number: '1027000001' }),
    );
    expect(vacation.status).toBe(400);
  });
});
