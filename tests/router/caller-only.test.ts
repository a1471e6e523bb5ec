/**
 * The one "not callable over HTTP" guard (callerOnly in server/trpc/init.ts, docs/architecture.md
 * rule 8): every guarded procedure refuses a call with transport 'http' (what /api/trpc builds),
 * runs for a 'caller' one (what loaders and actions build), and is guarded by that one middleware.
 */
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { FIXTURE_PASSWORD } from '../../fixtures/users';
import { callerOnly } from '../../server/trpc/init';
import { appRouter, createCaller } from '../../server/trpc/root';
import { CHILD_INPUT, CONSENT_INPUT, COMPLAINT_INPUT, GUARDIAN_INPUT } from '../support/form-inputs';
import { checkoutSession, SOFIA } from './payment-support';

const PEDIDO = { kind: 'invoice', id: 1 } as const;
const VACATION = { kind: 'vacation', id: '1027000001' } as const;

type Caller = ReturnType<typeof createCaller>;

const GUARD = { code: 'FORBIDDEN', message: 'Solo disponible desde el servidor' };

/** Each procedure only loaders and actions may call, with an input it would accept. */
const GUARDED: Record<string, (caller: Caller) => Promise<unknown>> = {
  'auth.login': (caller) => caller.auth.login({ email: 'padre@example.com', password: FIXTURE_PASSWORD }),
  // Issue 53: password recovery, called only by /recuperar-contrasena and /restablecer-contrasena.
  'auth.requestPasswordReset': (caller) => caller.auth.requestPasswordReset({ email: 'padre@example.com' }),
  'auth.checkResetLink': (caller) => caller.auth.checkResetLink('a'.repeat(43)),
  'auth.resetPassword': (caller) =>
    caller.auth.resetPassword({ token: 'a'.repeat(43), password: 'Nueva2026!x' }),
  'signUp.register': (caller) =>
    caller.signUp.register({ guardian: GUARDIAN_INPUT, children: [CHILD_INPUT], consent: CONSENT_INPUT }),
  'signUp.addChild': (caller) =>
    caller.signUp.addChild({
      token: '6f1c2b1e-7d4a-4c1b-9a39-2f5d7f0a8e11',
      child: CHILD_INPUT,
      consent: CONSENT_INPUT,
    }),
  'complaints.file': (caller) => caller.complaints.file(COMPLAINT_INPUT),
  // A sheet's copy by its token (docs/decisions/099): the token never travels through /api/trpc.
  'complaints.copy': (caller) =>
    caller.complaints.copy({ token: 'hojaRespondidaLima2026xxxxxxxxxxxxxxxxxxxx0' }),
  // Issue 53: a visitor's question from /contactanos, throttled per client.
  'contact.sendAsVisitor': (caller) =>
    caller.contact.sendAsVisitor({
      name: 'Carla Díaz',
      email: 'carla@example.com',
      message: 'Quisiera saber los horarios de los cursos para mi hija.',
    }),
  // Issue 17 (decision 036): books a free trial class upstream.
  'trialClass.book': (caller) =>
    caller.trialClass.book({
      parentName: 'Ana Pérez',
      phoneCountry: 'PE',
      phone: '987654321',
      age: '8_to_11',
      days: ['monday'],
      token: '0b8e6f57-3d2a-4f7e-8c1d-5a9b2e4f6c70',
    }),
  'studentZone.redirect': (caller) => caller.studentZone.redirect({ childId: 501 }),
  // Issue 17, decision 037: 'Cambiar horario' is a form POST only.
  'schedule.change': (caller) => caller.schedule.change({ enrolmentId: 6501, groupId: 9502, version: 0 }),
  // Decision 091: asks the academy for a make-up class; only the route's action calls it.
  'makeUps.request': (caller) => caller.makeUps.request({ sessionId: 80_001, classId: 87_001 }),
  // Decisions 092, 093: lists a child on a full program's or course's waitlist; only actions call it.
  'waitlist.join': (caller) => caller.waitlist.join({ programId: 'vac-5_to_7-1', childId: 502 }),
  'purchases.current': (caller) => caller.purchases.current(),
  'purchases.childOptions': (caller) => caller.purchases.childOptions(),
  'purchases.paidByBuyer': (caller) => caller.purchases.paidByBuyer(),
  // Issue 52: the payment opened before a session ended, for the step after signing in again.
  'purchases.opened': (caller) => caller.purchases.opened(SOFIA),
  'purchases.start': (caller) => caller.purchases.start(SOFIA),
  'purchases.startSubscription': (caller) => caller.purchases.startSubscription(SOFIA),
  'purchases.subscriptionStanding': (caller) =>
    caller.purchases.subscriptionStanding({ subscriptionId: 'sub_1' }),
  // Issue 55: a child's login behind the parent's password, and the family's data requests.
  'childLogin.reveal': (caller) =>
    caller.childLogin.reveal({ childId: 501, parentPassword: FIXTURE_PASSWORD }),
  'childLogin.setPassword': (caller) =>
    caller.childLogin.setPassword({ childId: 501, password: 'Nueva2026x', parentPassword: FIXTURE_PASSWORD }),
  'dataRequests.create': (caller) =>
    caller.dataRequests.create({ kind: 'rectification', detail: 'Un dato.' }),
  'dataRequests.withdrawConsent': (caller) =>
    caller.dataRequests.withdrawConsent({ consentId: 'consent-101-sign-up' }),
  'invoices.create': (caller) =>
    caller.invoices.create({
      ref: { type: 'course', course: 'curso-de-videojuegos-con-roblox' },
      childId: 501,
    }),
  'invoices.applyCode': (caller) => caller.invoices.applyCode({ invoiceId: 1, code: 'BIENVENIDA10' }),
  'invoices.removeCode': (caller) => caller.invoices.removeCode({ invoiceId: 1 }),
  // Issue 55: who the receipt is for, saved by the 'Elige cómo pagar' action only.
  'invoices.setReceiptBuyer': (caller) =>
    caller.invoices.setReceiptBuyer({
      invoiceId: 1,
      buyer: { kind: 'boleta', document_type: null, document_number: null, name: null, address: null },
    }),
  // Decision 104: every kind of sale is offered, charged and paid by wallet through one procedure.
  'cardProvider.offer': (caller) => caller.cardProvider.offer({ sale: PEDIDO }),
  'cardProvider.openedOffer': (caller) => caller.cardProvider.openedOffer({ sale: PEDIDO }),
  'cardProvider.authorize': (caller) =>
    caller.cardProvider.authorize({ sale: VACATION, purchaseNumber: '1027000001', transactionToken: 'tt_x' }),
  // Decision 085: Yape and Plin charge like a card, from actions only; the QR's state too.
  'wallet.pay': (caller) =>
    caller.wallet.pay({
      sale: VACATION,
      purchaseNumber: '1027000001',
      approval: { kind: 'code', wallet: 'yape', phone: '987654321', code: '123456' },
    }),
  'wallet.qr': (caller) => caller.wallet.qr({ sale: VACATION, purchaseNumber: '1027000001' }),
  'invoices.startIntent': (caller) =>
    caller.invoices.startIntent({ invoiceId: 1, origin: 'http://localhost:3000' }),
  'invoices.openedIntent': (caller) =>
    caller.invoices.openedIntent({ invoiceId: 1, origin: 'http://localhost:3000' }),
  // Decision 032: the terms accepted on a step, recorded on its offer by the pedido page's action only.
  'invoices.acceptTerms': (caller) => caller.invoices.acceptTerms({ sale: PEDIDO, method: 'card' }),
  'invoices.completeIntent': (caller) => caller.invoices.completeIntent({ invoiceId: 1, intentId: 'pi_1' }),
  'invoices.startLocalPayment': (caller) =>
    caller.invoices.startLocalPayment({ invoiceId: 1, method: 'agent' }),
  'invoices.retryFollowUp': (caller) => caller.invoices.retryFollowUp({ sale: PEDIDO }),
  'invoices.sendEmail': (caller) => caller.invoices.sendEmail({ sale: VACATION }),
  // Issue 55 point 4: a refund moves money; only the refund page's action asks for it.
  'refunds.request': (caller) => caller.refunds.request({ sale: PEDIDO, reason: 'other', detail: '' }),
  // Decision 035: creating a link and applying a code run only from actions.
  'referral.createLink': (caller) => caller.referral.createLink({ kind: 'course', id: 2005 }),
  'referral.applyToInvoice': (caller) =>
    caller.referral.applyToInvoice({ invoiceId: 1, code: 'CARLOS-ROBLOX' }),
  // Issue 17 (decision 038): the feed token is a capability, never over /api/trpc.
  'reminders.settings': (caller) => caller.reminders.settings({ childId: 501 }),
  'reminders.setPreferences': (caller) =>
    caller.reminders.setPreferences({
      childId: 501,
      channel: 'email',
      events: {
        class_reminder: true,
        class_note: true,
        recording_available: true,
        makeup_confirmed: true,
        waitlist_seat: true,
      },
    }),
  'reminders.rotateFeed': (caller) => caller.reminders.rotateFeed({ childId: 501 }),
  'reminders.revokeFeed': (caller) => caller.reminders.revokeFeed({ childId: 501 }),
  'reminders.feed': (caller) => caller.reminders.feed({ token: 'a'.repeat(40) }),
};

/** How a call ended: its value, or what it was refused with. */
const settled = (call: Promise<unknown>) =>
  call.then(
    () => ({ refused: null }),
    (reason: unknown) => ({ refused: reason }),
  );

/** The middlewares a procedure runs, read from its definition (the router's static type hides them). */
function middlewaresOf(procedure: unknown): unknown[] {
  const holder = typeof procedure === 'function' || typeof procedure === 'object' ? procedure : null;
  const definition = holder && '_def' in holder ? holder._def : null;
  return typeof definition === 'object' &&
    definition !== null &&
    'middlewares' in definition &&
    Array.isArray(definition.middlewares)
    ? definition.middlewares
    : [];
}

describe('callerOnly: one guard for every server-only procedure', () => {
  it('the procedures guarded are exactly the server-only ones, each by the same middleware', () => {
    const [guard] = callerOnly._middlewares;
    const flat: unknown = appRouter._def.procedures;
    if (typeof flat !== 'object' || flat === null) throw new Error('The router lists no procedures');
    const guarded = Object.entries(flat)
      .filter(([, procedure]) => middlewaresOf(procedure).includes(guard))
      .map(([path]) => path)
      .sort();
    expect(guarded).toEqual(Object.keys(GUARDED).sort());
  });

  it.each(Object.keys(GUARDED))(
    "%s with transport 'http' → FORBIDDEN, and nothing reaches the API",
    async (path) => {
      const { context, purchase } = await checkoutSession();
      const overHttp = createCaller({
        ...context,
        vacationPurchase: { purchase, payment: null },
        transport: 'http',
      });
      // The book holds its fixture sheets (fixtures/complaints.ts): none is added.
      const sheets = db.complaint.count();
      await expect(GUARDED[path](overHttp)).rejects.toMatchObject(GUARD);
      expect([db.purchase.count(), db.complaint.count()]).toEqual([0, sheets]);
    },
  );

  it.each(Object.keys(GUARDED))("%s with transport 'caller' → not refused by the guard", async (path) => {
    const { context, purchase } = await checkoutSession();
    const fromAction = createCaller({
      ...context,
      vacationPurchase: { purchase, payment: null },
      transport: 'caller',
    });
    const { refused } = await settled(GUARDED[path](fromAction));
    // The step may still refuse for its own reason (no payment in progress): never for the transport.
    const byGuard =
      refused instanceof TRPCError && refused.code === GUARD.code && refused.message === GUARD.message;
    expect(byGuard, String(refused)).toBe(false);
  });
});
