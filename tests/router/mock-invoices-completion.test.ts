/** Local payment codes, done creating the parents' zone enrolments, receipts in the outbox, purchases. */
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { runWithScenario } from '../../mocks/scenarios/context';
import { mountCheckoutSupport } from '../../mocks/support/checkout-pages';
import { parentEnrolments } from '../../mocks/handlers/parents';
import {
  EmailAnswerSchema,
  LocalPaymentAnswerSchema,
  PurchaseListSchema,
} from '../../server/upstream/schemas/invoices';
import { serve, type TestServer } from '../unit/mock-http';
import {
  apiAs,
  dollarInvoice,
  invoiceOf,
  LOCAL,
  MAMA_MX,
  PADRE,
  SOFIA,
  setBuyer,
  solesInvoice,
  WHOLE_PATH_2,
  YOUTUBER_ALONE,
} from './mock-invoices-support';

const localOf = (answer: { body: unknown }) => LocalPaymentAnswerSchema.parse(answer.body).data;
const sofiaPath602 = () =>
  parentEnrolments(PADRE).learning_paths.find((path) => path.slug === 'ruta-creadores-de-videojuegos');

let server: TestServer;
beforeAll(async () => {
  const app = express();
  // As in development: this machine's browser plays support (support/access.ts).
  mountCheckoutSupport(app, { openLocally: true });
  server = await serve(app);
});
afterAll(() => server.close());

const mark = (code: string, action: string, origin = server.origin) =>
  server.fetch('/__mocks/pagos-locales', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ code, action }).toString(),
  });

describe('local payment codes', () => {
  it('an 8-digit CIP for the total, 48 h, Spanish steps; the same pending code again; a new total, a new code', async () => {
    const { api, invoice } = await solesInvoice();
    const first = await api('POST', `${LOCAL}/payment-information/`, {
      invoice_id: invoice.invoice_id,
      method: 'agent',
    });
    expect(first.status).toBe(201);
    const code = localOf(first);
    expect(code).toMatchObject({ method: 'agent', amount: 490, currency: 'PEN', status: 'pending' });
    expect(code.payment_code).toMatch(/^\d{8}$/);
    expect(code.instructions.length).toBeGreaterThanOrEqual(3);
    expect(code.instructions.join(' ')).toContain(code.payment_code);
    const hours = (new Date(code.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    const again = await api('POST', `${LOCAL}/payment-information/`, {
      invoice_id: invoice.invoice_id,
      method: 'agent',
    });
    expect([again.status, localOf(again).payment_code]).toEqual([200, code.payment_code]);
    expect(
      invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`)).local_payment?.payment_code,
    ).toBe(code.payment_code);
    await api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code: 'BIENVENIDA10' });
    const renewed = localOf(
      await api('POST', `${LOCAL}/payment-information/`, { invoice_id: invoice.invoice_id, method: 'agent' }),
    );
    expect(renewed.payment_code).not.toBe(code.payment_code);
    expect(renewed.amount).toBe(441);
  });

  it('a 14-digit store reference in Mexico; no store payments in Peru', async () => {
    const { api, invoice } = await dollarInvoice();
    const code = localOf(
      await api('POST', `${LOCAL}/payment-information/`, {
        invoice_id: invoice.invoice_id,
        method: 'convenience_store',
      }),
    );
    expect(code.payment_code).toMatch(/^\d{14}$/);
    expect(code.currency).toBe('USD');
    const soles = await solesInvoice();
    expect(
      (
        await soles.api('POST', `${LOCAL}/payment-information/`, {
          invoice_id: soles.invoice.invoice_id,
          method: 'convenience_store',
        })
      ).status,
    ).toBe(400);
  });

  it('support marks it paid: the API completes the order by itself (paid, done, enrolments, receipt)', async () => {
    const { api, invoice } = await solesInvoice();
    const code = localOf(
      await api('POST', `${LOCAL}/payment-information/`, {
        invoice_id: invoice.invoice_id,
        method: 'bank_transfer',
      }),
    );
    expect((await mark(code.payment_code, 'paid', 'http://evil.example')).status).toBe(403);
    const receipt = `Pago aprobado · Pedido ${invoice.number}`;
    const page = await (await server.fetch('/__mocks/correos')).text();
    expect(page).toContain(`Tu código de pago para el pedido ${invoice.number}`);
    expect(page).not.toContain(receipt);
    expect((await mark(code.payment_code, 'paid')).status).toBe(303);
    const paid = invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`));
    expect(paid).toMatchObject({
      status: 'paid',
      payment_method: 'local',
      payment_reference: code.payment_code,
      local_payment: { status: 'paid' },
    });
    expect(paid.done_at).not.toBeNull();
    expect(paid.receipt_sent_at).not.toBeNull();
    const minecraft = sofiaPath602()?.courses.find(
      (c) => c.course.slug === 'curso-de-minecraft-education-code-builder',
    );
    expect(minecraft).toMatchObject({ status: 'has_not_started', invoice: invoice.invoice_id });
    const sent = await (await server.fetch('/__mocks/correos')).text();
    expect(sent).toContain(receipt);
    // The e-mail names the boleta issued and links its PDF (issue 75 point 7).
    expect(sent).toMatch(
      new RegExp(
        `Tu boleta electrónica B001-\\d{8}: http://[^\\s<]+/dashboard/compras/${invoice.invoice_id}/recibo\\.pdf`,
      ),
    );
    expect((await mark(code.payment_code, 'paid')).status).toBe(409);
  });

  it("support marks it expired, or 'local-payment-expired' answers it expired: the invoice expires", async () => {
    const { api, invoice } = await solesInvoice();
    const code = localOf(
      await api('POST', `${LOCAL}/payment-information/`, { invoice_id: invoice.invoice_id, method: 'agent' }),
    );
    expect((await mark(code.payment_code, 'expired')).status).toBe(303);
    expect(invoiceOf(await api('GET', `/api/invoices/${invoice.invoice_id}/`))).toMatchObject({
      status: 'expired',
      local_payment: { status: 'expired' },
    });
    const other = await solesInvoice([WHOLE_PATH_2]);
    // A whole path is above S/ 700: its boleta names the buyer before a code is made.
    await setBuyer(other.api, other.invoice.invoice_id);
    const expired = await runWithScenario('local-payment-expired', () =>
      other.api('POST', `${LOCAL}/payment-information/`, {
        invoice_id: other.invoice.invoice_id,
        method: 'agent',
      }),
    );
    expect(localOf(expired).status).toBe('expired');
    expect(new Date(localOf(expired).expires_at).getTime()).toBeLessThan(Date.now());
    expect(invoiceOf(await api('GET', `/api/invoices/${other.invoice.invoice_id}/`)).status).toBe('expired');
  });
});

describe('PATCH …/done', () => {
  it('409 not_paid unless paid with that reference; then creates the enrolments once', async () => {
    const { api, invoice } = await solesInvoice([WHOLE_PATH_2]);
    const done = (reference: string) =>
      api('PATCH', `/api/invoices/${invoice.invoice_id}/done`, { payment_method: 'card', reference });
    expect((await done('123')).status).toBe(409);
    await api('PATCH', `/api/invoices/${invoice.invoice_id}/enrolments`, {
      enrolments: [
        {
          course: 'curso-de-minecraft-education-code-builder',
          learning_path: 'ruta-creadores-de-videojuegos',
          group_id: 'grp-7-1',
        },
      ],
    });
    db.invoice.update({
      where: { id: { equals: invoice.invoice_id } },
      data: { status: 'paid', paymentMethod: 'card', paymentReference: 'tx-1' },
    });
    expect((await done('tx-2')).status).toBe(409);
    const first = invoiceOf(await done('tx-1'));
    expect(first.done_at).not.toBeNull();
    expect(invoiceOf(await done('tx-1')).done_at).toBe(first.done_at);
    const path = sofiaPath602();
    const bought = path?.courses.filter((c) => c.invoice === invoice.invoice_id) ?? [];
    // Every blocked or remaining course of her path (6103 Minecraft, 6104 micro:bit), once.
    expect(bought.map((c) => c.id).sort()).toEqual([6103, 6104]);
    expect(bought.every((c) => c.status === 'has_not_started')).toBe(true);
    expect(bought.find((c) => c.id === 6103)?.group).toMatchObject({
      start_date: '2027-01-15',
      frequency: [{ day_name: 'Viernes', time_start: '16:30', time_end: '18:00' }],
    });
  });

  it('a course alone becomes an individual course; a path the child lacks is created', async () => {
    const { api, invoice } = await solesInvoice([
      YOUTUBER_ALONE,
      {
        product_type: 'course',
        product_id: 'curso-de-python-para-jovenes',
        learning_path: 'ruta-desarrolladores-web',
      },
    ]);
    db.invoice.update({
      where: { id: { equals: invoice.invoice_id } },
      data: { status: 'paid', paymentMethod: 'card', paymentReference: 'tx-9' },
    });
    await api('PATCH', `/api/invoices/${invoice.invoice_id}/done`, {
      payment_method: 'card',
      reference: 'tx-9',
    });
    const zone = parentEnrolments(PADRE);
    expect(
      zone.courses
        .filter((c) => c.student.id === SOFIA && c.invoice === invoice.invoice_id)
        .map((c) => c.course.slug),
    ).toEqual(['curso-de-youtuber-kids']);
    const web = zone.learning_paths.find(
      (p) => p.student.id === SOFIA && p.slug === 'ruta-desarrolladores-web',
    );
    expect(web?.courses.map((c) => [c.course.slug, c.status, c.invoice])).toEqual([
      ['curso-de-python-para-jovenes', 'has_not_started', invoice.invoice_id],
      ['curso-de-desarrollo-web-con-html-y-css', 'remaining', null],
      ['curso-de-creacion-de-apps-con-app-inventor', 'remaining', null],
    ]);
  });
});

describe('e-mails and purchases', () => {
  it('paid-email: 409 unless paid, then one receipt answered again; email: a new message each time', async () => {
    const { api, invoice } = await solesInvoice();
    expect((await api('POST', `/api/invoices/${invoice.invoice_id}/paid-email`, {})).status).toBe(409);
    const copy1 = EmailAnswerSchema.parse(
      (await api('POST', `/api/invoices/${invoice.invoice_id}/email`, {})).body,
    ).data;
    const copy2 = EmailAnswerSchema.parse(
      (await api('POST', `/api/invoices/${invoice.invoice_id}/email`, {})).body,
    ).data;
    expect(copy1.email_id).not.toBe(copy2.email_id);
    expect(copy1.to).toBe('padre@example.com');
    const receipt = (await apiAs(PADRE)('POST', '/api/invoices/88102/paid-email', {})).body;
    expect((await apiAs(PADRE)('POST', '/api/invoices/88102/paid-email', {})).body).toEqual(receipt);
    const page = await (await server.fetch('/__mocks/correos')).text();
    expect(page.indexOf('Pago aprobado · Pedido PED-00088102')).toBeLessThan(
      page.indexOf(`Tu pedido ${invoice.number}`),
    );
    expect((await apiAs(MAMA_MX)('POST', '/api/invoices/88102/email', {})).status).toBe(404);
  });

  it("GET /api/purchases/ lists the caller's vacation purchases with their outcome", async () => {
    const api = apiAs(PADRE);
    const created = (
      await api('POST', '/api/purchases/', {
        MERCHANT_ID: '522591303',
        amount: 549,
        currency: 'PEN',
        description: 'Vacaciones Roblox',
      })
    ).body as { data: { purchase_id: string } };
    const list = PurchaseListSchema.parse((await api('GET', '/api/purchases/')).body).data;
    expect(list).toEqual([
      expect.objectContaining({
        purchase_id: created.data.purchase_id,
        status: 'pending',
        amount: 549,
        card: null,
      }),
    ]);
    expect(PurchaseListSchema.parse((await apiAs(MAMA_MX)('GET', '/api/purchases/')).body).data).toEqual([]);
  });
});
