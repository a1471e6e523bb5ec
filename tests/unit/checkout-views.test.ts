import { describe, expect, it } from 'vitest';
import { cardBrandRefusal, CODE_REFUSED } from '../../kernel/texts/checkout';
import { toInvoiceView, paymentMethods } from '../../server/invoice-checkout/invoice-view';
import { paymentResultView } from '../../server/sales/result-view';
import { invoiceAsSale, purchaseAsSale } from '../../server/sales/adapters';
import {
  coversProduct,
  invoiceItem,
  itemKey,
  payHref,
  refOfItem,
} from '../../server/invoice-checkout/product-ref';
import { checkoutChildOptions, toProductView } from '../../server/invoice-checkout/product-view';
import type { CatalogueProduct } from '../../server/invoice-checkout/sold-catalogue';
import { purchaseRows } from '../../server/invoice-checkout/purchase-rows';
import { saleReceipt } from '../../server/invoice-checkout/receipt-view';
import type { ApprovedPayment, SalePayment } from '../../server/sales/payment';
import type { Child } from '../../server/upstream/schemas/parents';
import { invoiceOf, vacationPurchaseOf } from './checkout-builders';

const LIMA = 'America/Lima';
const ROBLOX = { type: 'course', course: 'curso-de-videojuegos-con-roblox' } as const;
const PATH = { type: 'path', path: 'ruta-creadores-de-videojuegos' } as const;

const child = (id: number, first_name: string, age_range: Child['age_range']): Child => ({
  id,
  first_name,
  email: `${first_name}@alumnos.kodea.pe`,
  password: 'x',
  icon_id: 1,
  age_range,
  operating_system: null,
});

const approvedPayment = (overrides: Partial<ApprovedPayment> = {}): ApprovedPayment => ({
  status: 'approved',
  sale: { kind: 'invoice', id: 7001 },
  ownerId: 101,
  number: 'PED-00007001',
  currency: 'PEN',
  method: 'card',
  transactionDate: '261122150500',
  recordedAt: '2026-11-22T20:05:01Z',
  reference: '991122',
  amount: 549,
  card: '491914******9067',
  brand: 'visa',
  payerName: 'Carlos Quispe',
  description: 'Curso de Videojuegos con Roblox · Sofía',
  followUp: { done: 'done', email: 'done' },
  timeZone: LIMA,
  vacation: null,
  ...overrides,
});

const resultView = (payment: SalePayment) => paymentResultView(payment, LIMA);
const invoiceReceipt = (
  ...[invoice, payer, zone]: [Parameters<typeof invoiceAsSale>[0], Parameters<typeof saleReceipt>[1], string]
) => saleReceipt(invoiceAsSale(invoice), payer, zone);
const vacationReceipt = (
  ...[purchase, payer, zone]: [
    Parameters<typeof purchaseAsSale>[0],
    Parameters<typeof saleReceipt>[1],
    string,
  ]
) => saleReceipt(purchaseAsSale(purchase), payer, zone);

describe('what an invoice sells', () => {
  it('each product ref has its item, key and /pagar link', () => {
    const pathCourse = { type: 'path-course', path: PATH.path, course: ROBLOX.course } as const;
    expect(invoiceItem(ROBLOX)).toEqual({
      product_type: 'course',
      product_id: ROBLOX.course,
      learning_path: null,
    });
    expect(invoiceItem(pathCourse)).toEqual({
      product_type: 'course',
      product_id: ROBLOX.course,
      learning_path: PATH.path,
    });
    expect(invoiceItem(PATH)).toEqual({
      product_type: 'learning_path',
      product_id: PATH.path,
      learning_path: null,
    });
    expect([itemKey(ROBLOX), itemKey(pathCourse), itemKey(PATH)]).toEqual([
      `course:${ROBLOX.course}`,
      `path-course:${PATH.path}:${ROBLOX.course}`,
      `path:${PATH.path}`,
    ]);
    expect(payHref(pathCourse)).toBe(`/pagar?ruta=${PATH.path}&curso=${ROBLOX.course}`);
    for (const ref of [ROBLOX, pathCourse, PATH]) expect(refOfItem(invoiceItem(ref))).toEqual(ref);
  });

  it('only a paid invoice of that child covers the product', () => {
    const paid = invoiceOf({ status: 'paid' });
    expect(coversProduct(paid, 501, ROBLOX)).toBe(true);
    expect(coversProduct(paid, 502, ROBLOX)).toBe(false);
    expect(coversProduct(invoiceOf(), 501, ROBLOX)).toBe(false);
    expect(coversProduct(paid, 501, PATH)).toBe(false);
  });
});

describe('the product on /pagar', () => {
  const product: CatalogueProduct = {
    ref: ROBLOX,
    title: 'Curso de Videojuegos con Roblox',
    name: 'Curso de Videojuegos con Roblox',
    itemId: '/cursos/curso-de-videojuegos-con-roblox',
    duration: { months: 2 },
    sessions: 16,
    image: '/images/cursos/roblox.svg',
    ageRange: '8_to_11',
    prices: { PEN: 549, USD: 157 },
    groups: [{ id: 'grp-5-1', name: 'Grupo Lunes y Miércoles', startDate: '2027-01-11', startHour: '16:00' }],
    courses: [ROBLOX.course],
    path: null,
  };

  it('children: paid → Ya está inscrito, wrong age → the vacation reason, else selectable', () => {
    const options = checkoutChildOptions(
      product,
      [child(501, 'Sofía', '8_to_11'), child(502, 'Diego', '5_to_7'), child(504, 'Ana', '8_to_11')],
      [invoiceOf({ status: 'paid' })],
    );
    expect(options).toEqual([
      { id: 501, firstName: 'Sofía', unavailable: 'Ya está inscrito', purchaseHref: null },
      {
        id: 502,
        firstName: 'Diego',
        unavailable: 'Este programa es para niños de 8 a 11 años.',
        purchaseHref: null,
        // His own range: /pagar links the courses for it (issue 76 point 8).
        ownAgeRange: '5_to_7',
      },
      { id: 504, firstName: 'Ana', unavailable: null, purchaseHref: null },
    ]);
  });

  it('the list price in the buyer currency, the group hour in the parent zone', () => {
    const lima = toProductView(product, 'PEN', null, LIMA);
    expect(lima).toMatchObject({
      listPrice: { amount: 549, currency: 'PEN' },
      backHref: `/cursos/${ROBLOX.course}`,
      children: null,
    });
    expect(lima.groups).toEqual([
      { id: 'grp-5-1', label: 'Grupo Lunes y Miércoles · inicia el lunes 11 de enero, 4:00 PM' },
    ]);
    const mexico = toProductView(product, 'USD', [], 'America/Mexico_City');
    expect(mexico.listPrice).toEqual({ amount: 157, currency: 'USD' });
    expect(mexico.groups[0].label).toBe('Grupo Lunes y Miércoles · inicia el lunes 11 de enero, 3:00 PM');
  });
});

describe('the invoice page', () => {
  it('an open soles invoice: card and the local methods, no result, no receipt', () => {
    const view = toInvoiceView(invoiceOf(), null, LIMA);
    expect(view).toMatchObject({
      id: 7001,
      statusLabel: 'pendiente de pago',
      payable: true,
      subtotal: 'S/ 549',
      discount: null,
      total: 'S/ 549',
      result: null,
      receiptHref: null,
      createdAt: '22 de noviembre de 2026, 3:04 PM',
    });
    expect(view.methods.map((method) => method.kind)).toEqual(['card-soles', 'local', 'local']);
    expect(view.methods[0].label).toBe('Tarjeta de crédito o débito');
  });

  it('dollars: the dollar card first; a brand promotion is paid by card only, on its condition', () => {
    expect(
      paymentMethods({
        currency: 'USD',
        local_methods: ['convenience_store'],
        discount_code: null,
        total: 100,
      }),
    ).toEqual([
      { kind: 'card-dollars', label: 'Tarjeta de crédito o débito (dólares)' },
      { kind: 'local', method: 'convenience_store', label: 'Pago en tiendas de conveniencia' },
    ]);
    const view = toInvoiceView(
      invoiceOf({
        subtotal: 549,
        discount: 109.8,
        total: 439.2,
        discount_code: {
          code: 'MASTERCARD20',
          kind: 'coupon',
          description: '20 % pagando con Mastercard',
          card_brand: 'mastercard',
        },
      }),
      null,
      LIMA,
    );
    expect(view).toMatchObject({ discount: '-S/ 109.80', total: 'S/ 439.20' });
    expect(view.code).toEqual({
      code: 'MASTERCARD20',
      description: '20 % pagando con Mastercard',
      brandCondition: 'Solo pagando con Mastercard',
      brandNote:
        'Este descuento se aplica solo al pagar con una tarjeta Mastercard. Para pagar con otra tarjeta, en efectivo o por transferencia, quita el código.',
    });
    expect(view.methods.map((method) => method.kind)).toEqual(['card-soles']);
  });

  it('each status has its label; a recorded payment closes the payment ways', () => {
    const labels = (['open', 'paid', 'expired', 'void', 'denied'] as const).map(
      (status) => toInvoiceView(invoiceOf({ status }), null, LIMA).statusLabel,
    );
    expect(labels).toEqual(['pendiente de pago', 'pagado', 'vencido', 'anulado', 'denegado']);
    const paid = toInvoiceView(invoiceOf({ status: 'paid' }), approvedPayment(), LIMA);
    expect(paid).toMatchObject({
      payable: false,
      methods: [],
      receiptHref: '/dashboard/compras/7001/recibo.pdf',
    });
    expect(paid.result).toMatchObject({
      status: 'approved',
      title: '¡Pago aprobado y completado con éxito!',
    });
  });

  it('denied or expired: pay again opens /pagar for the same product and child; otherwise no link', () => {
    const hrefs = (['open', 'paid', 'expired', 'void', 'denied'] as const).map(
      (status) => toInvoiceView(invoiceOf({ status }), null, LIMA).payAgainHref,
    );
    const again = `${payHref(refOfItem(invoiceOf().items[0]))}&hijo=${invoiceOf().student.id}`;
    expect(hrefs).toEqual([null, null, again, null, again]);
  });

  it('a local payment code with its expiry in the parent zone', () => {
    const view = toInvoiceView(
      invoiceOf({
        local_payment: {
          payment_code: '3851204',
          method: 'agent',
          amount: 549,
          currency: 'PEN',
          expires_at: '2026-11-24T03:00:00Z',
          instructions: ['Acércate a un agente.'],
          status: 'pending',
        },
      }),
      null,
      LIMA,
    );
    expect(view.localPayment).toEqual({
      code: '3851204',
      methodLabel: 'Pago en agentes y bodegas',
      amount: 'S/ 549',
      expires: 'vence el lunes 23 de noviembre de 2026, 10:00 PM (hora de Perú)',
      instructions: ['Acércate a un agente.'],
      status: 'pending',
    });
  });
});

describe('the result screens (spec §8)', () => {
  it('approved with the order data; a pending step says so', () => {
    expect(resultView(approvedPayment())).toEqual({
      status: 'approved',
      title: '¡Pago aprobado y completado con éxito!',
      orderNumber: 'PED-00007001',
      payerName: 'Carlos Quispe',
      dateTime: '22/11/26 15:05:00',
      amount: 'S/ 549',
      currency: 'PEN',
      cardLabel: 'Tarjeta',
      card: '491914******9067',
      brandLabel: 'Marca',
      brand: 'VISA',
      description: 'Curso de Videojuegos con Roblox · Sofía',
      transactionId: '991122',
      followUpPending: false,
      // What the vacation screen adds (its child, a duplicate enrolment) is none for a pedido.
      kind: 'invoice',
      studentName: null,
      duplicateNotice: null,
      purchaseHref: '/dashboard/compras',
    });
    // Paid in dollars: no provider date, the moment recorded in the parent's zone.
    expect(resultView(approvedPayment({ transactionDate: null }))).toMatchObject({
      dateTime: '22/11/26 15:05:01',
    });
    expect(
      resultView(approvedPayment({ followUp: { report: 'pending', done: 'pending', email: 'pending' } })),
    ).toMatchObject({ followUpPending: true });
    expect(resultView(approvedPayment({ followUp: { done: 'done', email: 'pending' } }))).toMatchObject({
      followUpPending: true,
    });
  });

  it('paid with Yape: the wallet and its masked phone, not a card and a brand (decision 085)', () => {
    expect(resultView(approvedPayment({ card: '*****4321', brand: 'yape' }))).toMatchObject({
      cardLabel: 'Celular',
      card: '*****4321',
      brandLabel: 'Billetera',
      brand: 'Yape',
    });
  });

  it('denied with its message', () => {
    expect(
      resultView({
        status: 'denied',
        sale: { kind: 'invoice', id: 7001 },
        ownerId: 101,
        number: 'PED-00007001',
        currency: 'PEN',
        method: 'card',
        transactionDate: '261122150500',
        recordedAt: '2026-11-22T20:05:01Z',
        reference: null,
        actionCode: '180',
        message:
          'La tarjeta ingresada es inválida. Por favor, comunícate con tu banco para mayor información.',
      }),
    ).toEqual({
      status: 'denied',
      title: '¡Operación denegada! :(',
      orderNumber: 'PED-00007001',
      dateTime: '22/11/26 15:05:00',
      message: 'La tarjeta ingresada es inválida. Por favor, comunícate con tu banco para mayor información.',
    });
  });
});

describe('"Mis compras" and the receipts', () => {
  it('invoices and vacation purchases, newest first, with their statuses and links', () => {
    const rows = purchaseRows(
      [
        invoiceOf(),
        invoiceOf({
          invoice_id: 7000,
          status: 'paid',
          payment_method: 'card',
          created_at: '2026-11-01T10:00:00-05:00',
        }),
      ],
      [
        vacationPurchaseOf(),
        vacationPurchaseOf({
          purchase_id: '1027000002',
          status: 'denied',
          card: null,
          created_at: '2026-11-21T09:00:00-05:00',
        }),
      ],
      LIMA,
    );
    expect(rows.map((row) => [row.kind, row.id, row.statusLabel])).toEqual([
      ['invoice', '7001', 'pendiente de pago'],
      ['vacation', '1027000002', 'denegado'],
      ['vacation', '1027000001', 'pagado'],
      ['invoice', '7000', 'pagado'],
    ]);
    expect(rows[0]).toMatchObject({
      href: '/dashboard/compras/7001',
      receiptHref: null,
      date: '22 de noviembre de 2026',
      childName: 'Sofía',
      amount: 'S/ 549',
      method: null,
    });
    expect(rows[2]).toMatchObject({
      href: null,
      receiptHref: '/dashboard/compras/vacaciones/1027000001/recibo.pdf',
      method: 'Tarjeta VISA 491914******9067',
    });
    expect(rows[3]).toMatchObject({ receiptHref: '/dashboard/compras/7000/recibo.pdf', method: 'Tarjeta' });
  });

  it('a receipt only for what was paid', () => {
    const payer = { firstName: 'Carlos', lastName: 'Quispe', email: 'padre@example.com' };
    expect(invoiceReceipt(invoiceOf(), payer, LIMA)).toBeNull();
    expect(vacationReceipt(vacationPurchaseOf({ status: 'pending' }), payer, LIMA)).toBeNull();
    const receipt = invoiceReceipt(
      invoiceOf({
        status: 'paid',
        payment_method: 'card',
        payment_reference: '991122',
        paid_at: '2026-11-22T15:05:00-05:00',
      }),
      payer,
      LIMA,
    );
    // An answer without `documents` (an API from before issue 55): the payment's own receipt.
    expect(receipt).toMatchObject({
      kind: 'payment',
      view: {
        number: 'PED-00007001',
        payerName: 'Carlos Quispe',
        total: 'S/ 549',
        reference: '991122',
        paidAt: '22 de noviembre de 2026, 3:05 PM',
      },
    });
    expect(vacationReceipt(vacationPurchaseOf(), payer, LIMA)).toMatchObject({
      kind: 'payment',
      view: { total: 'S/ 450', discount: null },
    });
  });
});

describe('lines that lower a total (decision 080)', () => {
  const payer = { firstName: 'Ana', lastName: 'López', email: 'mama.mx@example.com' };
  const withInvitation = invoiceOf({
    currency: 'USD',
    country: 'MX',
    subtotal: 515,
    total: 437.75,
    referral: {
      code: 'ANA-RUTA',
      inviter_first_name: 'Ana',
      description: 'Invitación de Ana: 15 % de descuento',
      amount: 77.25,
    },
    status: 'paid',
    payment_method: 'global_card',
  });

  it('the invitation and a code carry their minus before the symbol, from the one formatter', () => {
    const view = toInvoiceView(withInvitation, null, LIMA);
    expect(view.referral?.amount).toBe('-$77.25 USD');
    const coded = toInvoiceView(invoiceOf({ subtotal: 639, discount: 95.85, total: 543.15 }), null, LIMA);
    expect(coded).toMatchObject({ subtotal: 'S/ 639', discount: '-S/ 95.85', total: 'S/ 543.15' });
  });

  it("the receipt shows the invitation's line, so its lines add up to the total paid", () => {
    expect(invoiceReceipt(withInvitation, payer, LIMA)).toMatchObject({
      view: {
        subtotal: '$515 USD',
        discount: null,
        referral: { description: 'Invitación de Ana: 15 % de descuento', amount: '-$77.25 USD' },
        total: '$437.75 USD',
      },
    });
  });
});

describe('code refusals', () => {
  it('one distinct message per reason', () => {
    const reasons = [
      'invalid',
      'expired',
      'used',
      'not_applicable',
      'not_combinable',
      'unavailable',
    ] as const;
    const messages = reasons.map((reason) => CODE_REFUSED[reason]);
    expect(new Set(messages).size).toBe(reasons.length);
    expect(cardBrandRefusal('mastercard')).toMatch(
      /^Este código es solo para tarjetas Mastercard\. No se hizo ningún cobro/,
    );
  });
});
