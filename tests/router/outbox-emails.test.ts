/**
 * A word after every transaction (issue 53 point 6): the simulated API e-mails a sign-up, a
 * vacation payment approved or denied, an invoice card denied, a cash code issued, a
 * complaints-book sheet; Mis compras sends a vacation receipt again. Asserted by content: the
 * subject, the order, the amount as the screen shows it, the link back.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { visitorCaller } from '../support/caller';
import { COMPLAINT_INPUT, CHILD_INPUT, CONSENT_INPUT, GUARDIAN_INPUT } from '../support/form-inputs';
import { accountCaller, MINECRAFT_IN_PATH, refusal, SOFIA as SOFIA_ID } from './invoices-support';
import { formatMoney } from '../../kernel/money';
import { confirmSubscriptionPayment } from '../../mocks/card-provider/global/confirm';
import {
  CARDS,
  chargeAndEnroll,
  checkoutSession,
  DIEGO,
  startedPayment,
  transactionToken,
} from './payment-support';
import { invoiceSale, vacationSale } from '../../server/sales/sale-ref';

/** 'Club de pequeños artistas digitales' (5 to 7), a monthly subscription. */
const CLUB = { ageRange: '5_to_7', programId: 'vac-5_to_7-2', groupId: 'vg-5-2-1' } as const;

const emails = (where: { kind?: string; purchaseId?: string; invoiceId?: number; to?: string }) =>
  db.outboxEmail
    .getAll()
    .filter((email) =>
      Object.entries(where).every(([key, value]) => email[key as keyof typeof email] === value),
    );

/** An absolute link to the site's page. */
const linkTo = (path: string) => new RegExp(`https?://[^\\s/]+${path.replace(/[?.]/g, '\\$&')}(\\s|$)`);

async function vacationPayment(card: string) {
  const { payment, checkoutCaller } = await startedPayment('padre@example.com');
  const caller = checkoutCaller(payment);
  const outcome = await chargeAndEnroll(caller, {
    purchaseNumber: payment.purchaseNumber,
    transactionToken: transactionToken(payment.sessionKey, card),
  });
  return { payment, outcome };
}

describe('the e-mails of the simulated API', () => {
  it('an approved vacation payment: the receipt with the order, the amount shown and Mis compras', async () => {
    const { payment, outcome } = await vacationPayment(CARDS.visa);
    expect(outcome.status).toBe('approved');
    const [email, ...more] = emails({ purchaseId: payment.purchaseNumber });
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({
      kind: 'receipt',
      to: 'padre@example.com',
      subject: `Kodea · Pago aprobado · Pedido N.° ${payment.purchaseNumber}`,
    });
    expect(email?.text).toContain('¡Pago aprobado y completado con éxito!');
    // Sent with the card's answer, before the API issues the boleta: it says where it will be.
    expect(email?.text).toContain('Tu boleta o factura electrónica estará en «Mis compras»');
    expect(email?.text).toContain(`Monto pagado: ${payment.currency === 'PEN' ? 'S/' : '$'}`);
    expect(email?.text).toMatch(/Monto pagado: S\/ \d{1,3}(,\d{3})*\n/);
    expect(email?.text).toContain('Pagado con: tarjeta VISA 491914******9067');
    expect(email?.text).toMatch(linkTo('/dashboard/compras'));
  });

  it('a denied vacation payment: nothing charged, the reason and a way back to pay', async () => {
    const { payment, outcome } = await vacationPayment(CARDS.deny180);
    expect(outcome.status).toBe('denied');
    const [email] = emails({ purchaseId: payment.purchaseNumber });
    expect(email).toMatchObject({
      kind: 'denied',
      subject: `Kodea · Pago denegado · Pedido N.° ${payment.purchaseNumber}`,
    });
    expect(email?.text).toContain('no se hizo ningún cargo');
    expect(email?.text).toContain('La tarjeta ingresada es inválida.');
    expect(email?.text).toMatch(linkTo('/enrollment?paso=pago'));
  });

  it("'Enviar a mi correo' on a paid vacation purchase sends its receipt again; unpaid is not found", async () => {
    const denied = await vacationPayment(CARDS.deny116);
    const { payment } = await vacationPayment(CARDS.visa);
    const { caller } = await accountCaller();
    expect(await caller.invoices.sendEmail({ sale: vacationSale(payment.purchaseNumber) })).toEqual({
      to: 'padre@example.com',
    });
    const sent = emails({ purchaseId: payment.purchaseNumber, kind: 'receipt' });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.text).toContain(
      'Te enviamos de nuevo la confirmación de tu pago, como pediste desde «Mis compras».',
    );
    expect(sent[1]?.subject).toBe(`Kodea · Pago aprobado · Pedido N.° ${payment.purchaseNumber}`);
    // Paid, the boleta is issued: the e-mail names it and links its PDF (issue 75 point 7).
    expect(sent[1]?.text).toMatch(
      new RegExp(
        `Tu boleta electrónica B001-\\d{8}: http://[^/]+/dashboard/compras/vacaciones/${payment.purchaseNumber}/recibo\\.pdf`,
      ),
    );
    await expect(
      caller.invoices.sendEmail({ sale: vacationSale(denied.payment.purchaseNumber) }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("another family's purchase is not found", async () => {
    const { payment } = await vacationPayment(CARDS.visa);
    const { caller } = await accountCaller('mama.mx@example.com');
    expect(
      (await refusal(caller.invoices.sendEmail({ sale: vacationSale(payment.purchaseNumber) }))).kind,
    ).toBe('not-found');
  });

  it("a subscription's first payment, declined then approved: the monthly amount shown and the link", async () => {
    const session = await checkoutSession('padre@example.com', CLUB);
    const subscription = await session.checkoutCaller(null).purchases.startSubscription(DIEGO);
    const card = { name: 'Carlos Quispe', number: '4000000000000002', expiry: '12/29', cvc: '123' };
    confirmSubscriptionPayment(subscription.clientSecret, card);
    confirmSubscriptionPayment(subscription.clientSecret, { ...card, number: '4242424242424242' });
    const [denied, approved, ...more] = db.outboxEmail
      .getAll()
      .filter((email) => email.purchaseId !== null && email.to === 'padre@example.com');
    expect(more).toHaveLength(0);
    const id = subscription.subscriptionId;
    expect(denied).toMatchObject({ kind: 'denied', subject: `Kodea · Pago denegado · Pedido N.° ${id}` });
    expect(approved).toMatchObject({
      kind: 'receipt',
      subject: `Kodea · Suscripción activa · Pedido N.° ${id}`,
    });
    expect(approved?.text).toContain(
      `Monto: ${formatMoney(subscription.amount, subscription.currency)} al mes`,
    );
    expect(approved?.text).toMatch(/Monto: S\/ \d+ al mes/);
    expect(approved?.text).toMatch(linkTo('/dashboard/compras'));
    expect(denied?.text).toMatch(linkTo('/enrollment?paso=pago'));
  });

  it('an invoice card denied: its number, the total shown and the link to the invoice', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA_ID });
    const card = await caller.cardProvider.offer({ sale: invoiceSale(invoiceId) });
    await caller.cardProvider.authorize({
      sale: invoiceSale(invoiceId),
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, CARDS.deny180),
    });
    const [email] = emails({ invoiceId, kind: 'denied' });
    expect(email?.subject).toBe(`Kodea · Pago denegado · Pedido ${card.purchaseNumber}`);
    expect(email?.text).toContain(`Total: ${card.amountText}`);
    expect(email?.text).toMatch(linkTo(`/dashboard/compras/${invoiceId}`));
  });

  it('a cash code issued: the code, the amount as shown and the invoice link', async () => {
    const { caller } = await accountCaller();
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: SOFIA_ID });
    const code = await caller.invoices.startLocalPayment({ invoiceId, method: 'agent' });
    const [email] = emails({ invoiceId, kind: 'payment-code' });
    expect(email?.subject).toMatch(/^Kodea · Tu código de pago para el pedido PED-\d{8}$/);
    expect(email?.text).toContain(code.code);
    expect(email?.text).toContain('Paga S/ 490 en efectivo');
    expect(email?.text).toContain('Total: S/ 490');
    expect(email?.text).toMatch(linkTo(`/dashboard/compras/${invoiceId}`));
  });

  it('a sign-up: a welcome to the parent, the children named, the parents zone linked', async () => {
    await visitorCaller().signUp.register({
      guardian: GUARDIAN_INPUT,
      children: [CHILD_INPUT],
      consent: CONSENT_INPUT,
    });
    const [email] = emails({ kind: 'sign-up' });
    expect(email).toMatchObject({
      to: GUARDIAN_INPUT.email,
      subject: `Kodea · ¡Bienvenido a Kodea, ${GUARDIAN_INPUT.firstName}!`,
    });
    expect(email?.text).toContain(`Registraste a: ${CHILD_INPUT.firstName}.`);
    expect(email?.text).toMatch(linkTo('/dashboard'));
  });

  it('a complaints-book sheet: its number as the record page writes it and its link', async () => {
    const filed = await visitorCaller().complaints.file(COMPLAINT_INPUT);
    const [email] = emails({ kind: 'complaint' });
    const number = `N.° ${String(filed.number).padStart(6, '0')}-${filed.year}`;
    expect(email).toMatchObject({
      to: COMPLAINT_INPUT.email,
      subject: `Kodea · Libro de Reclamaciones · Hoja ${number}`,
    });
    expect(email?.text).toContain('registramos tu reclamo');
    // The copy link (docs/decisions/099): it opens in any browser, unlike the filer's old address.
    expect(email?.text).toMatch(linkTo(`/libro-de-reclamaciones/hoja/${filed.copyToken}`));
    expect(email?.text).not.toContain(filed.id);
  });
});
