/**
 * The session ends while a payment step is open (issue 52, spec §4 and §8): PAGAR charges nothing
 * and answers the login dialog on the same page, its address carrying the program, schedule and
 * child (or the invoice's step); signed in again, that address is the payment step once more, and
 * it pays what the server priced, once. The /enrollment and invoice routes' loaders and actions,
 * called as Remix calls them.
 */
import { describe, expect, it } from 'vitest';
import { action as logout } from '../../app/routes/auth.logout/route';
import { invoiceAction } from '../../app/routes/dashboard.compras.$invoiceId/invoice-action.server';
import { loadInvoicePage } from '../../app/routes/dashboard.compras.$invoiceId/invoice-view.server';
import { loadLayout } from '../../app/root.server';
import { SESSION_ENDED_NOTHING_CHARGED } from '../../kernel/texts/login';
import { db } from '../../mocks/db';
import { forgetOffer, readOffer } from '../../server/sales/ledger';
import { invoiceSale, vacationSale } from '../../server/sales/sale-ref';
import { getSessionFromCookie } from '../../server/session.server';
import { signedInCookie } from '../support/caller';
import { accountCaller, EMILIANO, MINECRAFT_IN_PATH, WEB_PATH } from './invoices-support';
import { enrollmentPage, postEnrollment, signedInChoice, signIn } from './payment-route-support';
import { authorizationsOf, CARDS, NAMED_BOLETA, ROBLOX, transactionToken } from './payment-support';

const ORIGIN = 'http://localhost';
const EMAIL = 'padre@example.com';
/** Not the defaults: the second program and its second schedule, for Sofía. */
const PACK_LATE = { ageRange: '8_to_11', programId: 'vac-8_to_11-2', groupId: 'vg-8-2-2' } as const;
const SOFIA = '501';
const CARRIED = { edad: '8_to_11', programa: 'vac-8_to_11-2', horario: 'vg-8-2-2' };
const STEP_AGAIN = '/enrollment?edad=8_to_11&programa=vac-8_to_11-2&horario=vg-8-2-2&hijo=501&paso=pago';

/** A thrown Response (a redirect) is the route's answer too. */
const answerOf = <T>(run: () => Promise<T>): Promise<T | Response> =>
  run().catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });

async function signOut(cookie: string) {
  await logout({
    request: new Request(`${ORIGIN}/auth/logout`, { method: 'POST', headers: { cookie } }),
    params: {},
    context: {},
  });
}

/** 'Finalizar Pago' for Sofía: the step the browser shows, with the fields its PAGAR form carries. */
async function openStep() {
  const cookie = await signedInChoice(EMAIL, PACK_LATE);
  const started = await postEnrollment(cookie, {
    intent: 'start-payment',
    childId: SOFIA,
    ...NAMED_BOLETA,
    ...CARRIED,
  });
  expect(started.headers.get('location')).toBe('/enrollment?paso=pago');
  const page = await enrollmentPage(cookie, '?paso=pago');
  expect(page.carried).toEqual(CARRIED);
  expect(page.chosenChildId).toBe(SOFIA);
  if (!page.payment) throw new Error('the payment step is not shown');
  return { cookie, payment: page.payment };
}

type Step = { purchaseNumber: string; sessionKey: string };

/** What PAGAR posts: the card's token, the box, and the choice the page showed. */
const pagarFields = (payment: Step, card = CARDS.visa) => ({
  intent: 'pay',
  terms: 'on',
  purchaseNumber: payment.purchaseNumber,
  transactionToken: transactionToken(payment.sessionKey, card),
  ...CARRIED,
  hijo: SOFIA,
});

const pagar = (cookie: string, payment: Step, card = CARDS.visa) =>
  postEnrollment(cookie, pagarFields(payment, card));

/** What the login dialog the answer leads to says above its form (issue 76 point 7). */
async function dialogNotice(answer: Response): Promise<string | null> {
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0];
  const { data } = await loadLayout(
    new Request(`${ORIGIN}${answer.headers.get('location') ?? ''}`, { headers: { cookie } }),
  );
  return data.login.open ? data.login.notice : 'the dialog is closed';
}

/** A POST of the invoice page's form at `path` (its action's answer, thrown or returned). */
function post(path: string, cookie: string, fields: Record<string, string>) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return answerOf(() => invoiceAction(request, path.split('/')[3]?.split('?')[0]));
}

describe('vacation payment step', () => {
  it.each([
    ['signed out in another tab', (cookie: string) => signOut(cookie).then(() => cookie)],
    ['its cookie gone', async () => ''],
  ])(
    '%s: PAGAR charges nothing and opens the login dialog on /enrollment with the choice',
    async (_, lose) => {
      const { cookie, payment } = await openStep();
      const purchases = db.purchase.count();
      const answer = await pagar(await lose(cookie), payment);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(`${STEP_AGAIN}&login`);
      expect(await dialogNotice(answer)).toBe(SESSION_ENDED_NOTHING_CHARGED);
      expect(authorizationsOf(payment.purchaseNumber)).toEqual([]);
      expect(db.purchase.count()).toBe(purchases);
    },
  );

  it('signed in again, the address is the same payment step: program, schedule, child, purchase number', async () => {
    const { cookie, payment } = await openStep();
    await signOut(cookie);
    // A new session, as the login dialog makes it: no purchase and no payment in it.
    const fresh = await signIn('', EMAIL);
    expect((await getSessionFromCookie(fresh)).get('purchase')).toBeUndefined();
    const page = await enrollmentPage(fresh, STEP_AGAIN.slice('/enrollment'.length));
    expect(page.summary.programId).toBe(PACK_LATE.programId);
    expect(page.carried).toEqual(CARRIED);
    expect(page.chosenChildId).toBe(SOFIA);
    expect(page.payment).toMatchObject({
      purchaseNumber: payment.purchaseNumber,
      amount: payment.amount,
      childName: 'Sofía',
    });

    // PAGAR there pays that purchase, once, at the server's price.
    if (!page.payment) throw new Error('the payment step is not shown');
    const paid = await pagar(fresh, page.payment);
    expect(paid.headers.get('location')).toBe('/enrollment?paso=resultado');
    const charges = authorizationsOf(payment.purchaseNumber);
    expect(charges).toHaveLength(1);
    expect(JSON.parse(charges[0].answer)).toMatchObject({ data: { order: { amount: payment.amount } } });
    const result = await enrollmentPage(fresh, '?paso=resultado');
    expect(result.result).toMatchObject({ status: 'approved', studentName: 'Sofía' });
  });

  it('without JavaScript the terms are recorded on the card offer, and hold for it in a new session', async () => {
    const { cookie, payment } = await openStep();
    const accepted = await postEnrollment(cookie, { intent: 'pay', terms: 'on' });
    expect(accepted.headers.get('location')).toContain(
      `sessionKey=${encodeURIComponent(payment.sessionKey)}`,
    );
    const offer = await readOffer(vacationSale(payment.purchaseNumber), 'card', 101);
    expect(offer?.termsAcceptedAt).toMatch(/^\d{4}-/);
    await signOut(cookie);
    // Signed in again, the hosted form's return (its token, no box) pays that step.
    const fresh = await signIn('', EMAIL);
    const { terms: _terms, ...returned } = pagarFields(payment);
    const paid = await postEnrollment(fresh, returned);
    expect(paid.headers.get('location')).toBe('/enrollment?paso=resultado');
    expect(authorizationsOf(payment.purchaseNumber)).toHaveLength(1);
  });

  it('an expired card offer is no step: PAGAR goes back to the page, never to a dead provider session', async () => {
    const { cookie, payment } = await openStep();
    await forgetOffer(vacationSale(payment.purchaseNumber), 'card');
    const answer = await postEnrollment(cookie, { intent: 'pay', terms: 'on' });
    expect(answer.headers.get('location')).toBe('/enrollment');
    expect(authorizationsOf(payment.purchaseNumber)).toEqual([]);
  });

  it('an expired card offer is no step on the page either: ?paso=pago shows no card form', async () => {
    const { cookie, payment } = await openStep();
    await forgetOffer(vacationSale(payment.purchaseNumber), 'card');
    const page = await enrollmentPage(cookie, '?paso=pago');
    expect(page.payment).toBeNull();
  });

  it('without an opened payment the address still keeps the choice: the page, Sofía preselected, no step', async () => {
    const fresh = await signIn('', EMAIL);
    const page = await enrollmentPage(fresh, STEP_AGAIN.slice('/enrollment'.length));
    expect(page.summary.programId).toBe(PACK_LATE.programId);
    expect(page.chosenChildId).toBe(SOFIA);
    expect(page.payment).toBeNull();
  });

  it('a forged choice charges nothing: the purchase number must be the one opened for the choice carried', async () => {
    const { cookie, payment } = await openStep();
    await signOut(cookie);
    const fresh = await signIn('', EMAIL);
    const forged = await postEnrollment(fresh, {
      intent: 'pay',
      terms: 'on',
      purchaseNumber: payment.purchaseNumber,
      transactionToken: transactionToken(payment.sessionKey, CARDS.visa),
      edad: ROBLOX.ageRange,
      programa: ROBLOX.programId,
      horario: ROBLOX.groupId,
      hijo: SOFIA,
    });
    expect(forged.headers.get('location')).toBe(
      `/enrollment?edad=8_to_11&programa=${ROBLOX.programId}&horario=${ROBLOX.groupId}&hijo=501`,
    );
    expect(authorizationsOf(payment.purchaseNumber)).toEqual([]);
  });

  it('an address that is no choice of ours is not followed; a program no longer sold goes back to /vacaciones', async () => {
    const answer = await answerOf(() =>
      postEnrollment('', { intent: 'pay', edad: '8_to_11', programa: '//evil.example', horario: 'vg-8-2-2' }),
    );
    expect(answer.headers.get('location')).toBe('/vacaciones');
    const fresh = await signIn('', EMAIL);
    const withdrawn = await answerOf(() =>
      enrollmentPage(fresh, '?edad=8_to_11&programa=vac-8_to_11-9&horario=vg-8-2-2&paso=pago'),
    );
    expect(withdrawn).toBeInstanceOf(Response);
    if (withdrawn instanceof Response)
      expect(withdrawn.headers.get('location')).toBe('/vacaciones?edad=8_to_11');
  });
});

describe('invoice card step', () => {
  async function cardStep() {
    const cookie = await signedInCookie(EMAIL);
    const { caller } = await accountCaller(EMAIL);
    const { invoiceId } = await caller.invoices.create({ ref: MINECRAFT_IN_PATH, childId: Number(SOFIA) });
    const path = `/dashboard/compras/${invoiceId}`;
    await post(path, cookie, { intent: 'choose-method', method: 'card-soles' });
    const card = (await caller.cardProvider.openedOffer({ sale: invoiceSale(invoiceId) }))?.card;
    if (!card) throw new Error('the card step is not open');
    return { cookie, path, card };
  }

  it('PAGAR without a session: nothing charged, the login dialog on the same step', async () => {
    const { path, card } = await cardStep();
    const answer = await post(`${path}?paso=tarjeta`, '', {
      intent: 'pay',
      terms: 'on',
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, CARDS.visa),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${path}?paso=tarjeta&login`);
    expect(await dialogNotice(answer)).toBe(SESSION_ENDED_NOTHING_CHARGED);
    expect(authorizationsOf(card.purchaseNumber)).toEqual([]);
  });

  it('signed in again, the step is shown from the card session opened before, and its PAGAR pays once', async () => {
    const { path, card } = await cardStep();
    const fresh = await signIn('', EMAIL);
    const response = await loadInvoicePage(
      new Request(`${ORIGIN}${path}?paso=tarjeta`, { headers: { cookie: fresh } }),
      path.split('/')[3],
    );
    expect(await response.json()).toMatchObject({
      card: { purchaseNumber: card.purchaseNumber, sessionKey: card.sessionKey },
    });
    // Without JavaScript: the terms, then the provider's hosted form for that same session.
    const accepted = await post(`${path}?paso=tarjeta`, fresh, { intent: 'pay', terms: 'on' });
    expect(accepted.headers.get('location')).toContain(`sessionKey=${encodeURIComponent(card.sessionKey)}`);
    const paid = await post(path, fresh, {
      intent: 'pay',
      purchaseNumber: card.purchaseNumber,
      transactionToken: transactionToken(card.sessionKey, CARDS.visa),
    });
    expect(paid.headers.get('location')).toBe(path);
    expect(authorizationsOf(card.purchaseNumber)).toHaveLength(1);
  });
});

describe('invoice dollar step', () => {
  async function dollarStep() {
    const email = 'mama.mx@example.com';
    const cookie = await signedInCookie(email);
    const { caller } = await accountCaller(email);
    const { invoiceId } = await caller.invoices.create({ ref: WEB_PATH, childId: EMILIANO });
    const path = `/dashboard/compras/${invoiceId}`;
    // A boleta above S/ 700 names its buyer, abroad too (issue 75): by passport.
    await post(path, cookie, {
      intent: 'choose-method',
      method: 'card-dollars',
      tipoDocumento: 'PASAPORTE',
      numeroDocumento: 'G12345678',
      nombreComprador: 'Mariana López Hernández',
    });
    const intent = await caller.invoices.openedIntent({ invoiceId, origin: ORIGIN });
    if (!intent) throw new Error('the dollar step is not open');
    return { email, path, intent };
  }

  it('PAGAR without a session: the login dialog on the same step; signed in again, the same intent', async () => {
    const { email, path, intent } = await dollarStep();
    const refused = await post(`${path}?paso=dolares`, '', {
      intent: 'intent-terms',
      terms: 'on',
      embedded: '1',
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe(`${path}?paso=dolares&login`);

    const fresh = await signIn('', email);
    const response = await loadInvoicePage(
      new Request(`${ORIGIN}${path}?paso=dolares`, { headers: { cookie: fresh } }),
      path.split('/')[3],
    );
    const data = await response.json();
    expect(data).toMatchObject({ intent: { intentId: intent.intentId, amountText: intent.amountText } });
    expect(JSON.stringify(data)).not.toContain(intent.clientSecret);
    const accepted = await post(`${path}?paso=dolares`, fresh, {
      intent: 'intent-terms',
      terms: 'on',
      embedded: '1',
    });
    expect(await accepted.json()).toMatchObject({ clientSecret: intent.clientSecret });
  });
});
