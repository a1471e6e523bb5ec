/**
 * Two app instances behind an imaginary load balancer, sharing one Redis and one upstream (the
 * standalone mock backend, so mock mode is off). A browser's requests may land on either
 * instance: sessions, sign-in throttles and payment locks must hold across both. The same pair
 * then runs the races of tests/integration/two-instances/: campaigns and trial bookings, make-ups,
 * referrals, 'Cambiar horario' and the waitlists' last seats (a program's, a course's).
 */
import { describe, expect, it } from 'vitest';
import { useTwoInstances } from './harness/two-instances';
import { newBrowser } from './harness/http-client';
import { aliasParentEmail, PARENT_FIRST_NAME, PASSWORD } from './support/accounts';
import {
  authorizationsFor,
  confirmSubscription,
  subscriptionsFor,
  tokenizeCard,
} from './support/card-provider';
import { ALREADY_ENROLLED } from '../../kernel/texts/checkout';
import { visibleText } from './support/html';
import { invoicePathOf, NEXT_COURSE_QUERY, openCardStep, payInvoice, startInvoice } from './support/invoice';
import { choosePurchase, pay, readPaymentStep, readSubscriptionStep, startPayment } from './support/purchase';
import { describe as describeAnswer, isRedirect, postLogin, signIn } from './support/sign-in';
import { describeCampaigns } from './two-instances/campaigns';
import { describeCourseWaitlist } from './two-instances/course-waitlist';
import { describeMakeUps } from './two-instances/make-ups';
import { describeReferrals } from './two-instances/referral';
import { describeScheduleChanges } from './two-instances/schedule';
import { describeWaitlist } from './two-instances/waitlist';

const TOO_MANY_ATTEMPTS = 'Demasiados intentos fallidos';
const APPROVED = '000';
/** What a parent reads when the program is already paid for the child (decision 022). */
const ALREADY_PAID_FOR_SOFIA = 'Ya pagaste este programa para Sofía';

const instances = useTwoInstances();

describe('two app instances sharing Redis', () => {
  it('a session signed in on A works on B, and a logout on B ends it on A', async () => {
    const { a, b } = instances();
    const onA = newBrowser(a);
    const onB = onA.at(b);
    await signIn(onA, aliasParentEmail());
    const cookiesBeforeLogout = onA.jar.snapshot();

    const dashboard = await onB.get('/dashboard');
    expect(dashboard.status, describeAnswer(dashboard)).toBe(200);
    expect(visibleText(dashboard.body)).toContain(`¡Hola, ${PARENT_FIRST_NAME}!`);

    // A reads the session too before B's logout: the logout must hold on A as well.
    const onAFirst = await onA.get('/dashboard');
    expect(onAFirst.status, describeAnswer(onAFirst)).toBe(200);

    const logout = await onB.postForm('/auth/logout', {});
    expect(isRedirect(logout), describeAnswer(logout)).toBe(true);

    // The browser's current cookies, and a copy of the cookie from before the logout (a stolen
    // or replayed one): the session itself is gone, not just the browser's copy of it.
    for (const [label, browser] of [
      ['current cookies', onA],
      ['cookie kept from before the logout', onA.withCookies(cookiesBeforeLogout)],
    ] as const) {
      const after = await browser.get('/dashboard');
      expect(after.status, `${label}: ${describeAnswer(after)}`).toBe(302);
      expect(after.headers.location, label).toBe('/dashboard?login');
    }
  });

  it('five failed sign-ins on A make B refuse the sixth, even with the right password', async () => {
    const { a, b } = instances();
    const onA = newBrowser(a);
    const onB = onA.at(b);
    const email = aliasParentEmail();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await postLogin(onA, email, `not-the-password-${attempt}`);
      expect(answer.headers.location, `attempt ${attempt}: ${describeAnswer(answer)}`).toMatch(/[?&]login\b/);
    }

    const sixth = await postLogin(onB, email, PASSWORD);
    expect(sixth.headers.location, describeAnswer(sixth)).toMatch(/[?&]login\b/);
    const dialog = await onB.follow(sixth);
    expect(visibleText(dialog.body)).toContain(TOO_MANY_ATTEMPTS);
  });

  it('one purchase number and one authorization, however many starts and payments race', async () => {
    const { a, b, upstream } = instances();
    const chargedBefore = (await authorizationsFor(upstream)).length;
    const email = aliasParentEmail();
    const first = newBrowser(a);
    await signIn(first, email);
    await choosePurchase(first, '8_to_11');
    const second = newBrowser(b);
    await signIn(second, email);
    await choosePurchase(second, '8_to_11');

    // 'Finalizar Pago' on both instances with the same session, and from a second session.
    const starts = await Promise.all([startPayment(first), startPayment(first.at(b)), startPayment(second)]);
    for (const answer of starts) expect(isRedirect(answer), describeAnswer(answer)).toBe(true);
    const views = await Promise.all([
      readPaymentStep(first),
      readPaymentStep(first.at(b)),
      readPaymentStep(second),
    ]);
    const purchaseNumber = views[0].purchaseNumber;
    expect(views.map((view) => view.purchaseNumber)).toEqual([
      purchaseNumber,
      purchaseNumber,
      purchaseNumber,
    ]);

    // 'PAGAR' on A and B at the same time with one token, then once more from the other session.
    const token = await tokenizeCard(upstream, views[0].sessionKey);
    const payments = await Promise.all([
      pay(first, purchaseNumber, token),
      pay(first.at(b), purchaseNumber, token),
    ]);
    for (const answer of payments) expect(isRedirect(answer), describeAnswer(answer)).toBe(true);
    const secondToken = await tokenizeCard(upstream, views[2].sessionKey);
    const late = await pay(second, purchaseNumber, secondToken);
    expect(isRedirect(late), describeAnswer(late)).toBe(true);

    const ofPurchase = await authorizationsFor(upstream, purchaseNumber);
    expect(ofPurchase).toEqual([{ purchaseNumber, actionCode: APPROVED }]);
    // Any other authorization made during this test would be a second charge.
    expect(await authorizationsFor(upstream)).toHaveLength(chargedBefore + 1);
  });

  it('two schedules of one program for one child, paid at the same moment on A and B: one charge', async () => {
    const { a, b, upstream } = instances();
    const chargedBefore = (await authorizationsFor(upstream)).length;
    const email = aliasParentEmail();
    const onA = newBrowser(a);
    const onB = newBrowser(b);
    await Promise.all([signIn(onA, email), signIn(onB, email)]);
    await choosePurchase(onA, '8_to_11', { schedule: 0 });
    await choosePurchase(onB, '8_to_11', { schedule: 1 });

    const starts = await Promise.all([startPayment(onA), startPayment(onB)]);
    for (const answer of starts) expect(isRedirect(answer), describeAnswer(answer)).toBe(true);
    const [stepA, stepB] = await Promise.all([readPaymentStep(onA), readPaymentStep(onB)]);
    // Each schedule has its own open purchase: only the payment can decide.
    expect(stepA.purchaseNumber).not.toBe(stepB.purchaseNumber);
    const [tokenA, tokenB] = await Promise.all([
      tokenizeCard(upstream, stepA.sessionKey),
      tokenizeCard(upstream, stepB.sessionKey),
    ]);

    const answers = await Promise.all([
      pay(onA, stepA.purchaseNumber, tokenA),
      pay(onB, stepB.purchaseNumber, tokenB),
    ]);

    const charged = [
      ...(await authorizationsFor(upstream, stepA.purchaseNumber)),
      ...(await authorizationsFor(upstream, stepB.purchaseNumber)),
    ];
    expect(charged).toHaveLength(1);
    expect(charged[0].actionCode).toBe(APPROVED);
    expect(await authorizationsFor(upstream)).toHaveLength(chargedBefore + 1);
    // The browser that lost is back on its summary, told why, with the link to the purchase.
    const loser = charged[0].purchaseNumber === stepA.purchaseNumber ? 1 : 0;
    expect(answers[loser].headers.location, describeAnswer(answers[loser])).toBe('/enrollment');
    const browser = loser === 0 ? onA : onB;
    const page = visibleText((await browser.follow(answers[loser])).body);
    expect(page).toContain(ALREADY_PAID_FOR_SOFIA);
    expect(page).toContain('Ver Mi Compra');
    expect(page).not.toContain('Finalizar Pago');
  });

  it('a subscription opened on two schedules in tabs on A and B, both paid: one active subscription', async () => {
    const { a, b, upstream } = instances();
    const email = aliasParentEmail();
    const onA = newBrowser(a);
    const onB = newBrowser(b);
    await Promise.all([signIn(onA, email), signIn(onB, email)]);
    // 'Club de pequeños artistas digitales' (5 a 7 años, the second program): for the alias's Diego.
    await choosePurchase(onA, '5_to_7', { program: 1, schedule: 0 });
    await choosePurchase(onB, '5_to_7', { program: 1, schedule: 1 });

    // Tab A shows its card form, then tab B opens the other schedule on the other instance.
    expect(isRedirect(await startPayment(onA))).toBe(true);
    const secretA = await readSubscriptionStep(onA);
    expect(isRedirect(await startPayment(onB))).toBe(true);
    const secretB = await readSubscriptionStep(onB);
    expect(secretB).not.toBe(secretA);

    // Both forms are paid at the same moment.
    const confirmed = await Promise.all([
      confirmSubscription(upstream, secretA),
      confirmSubscription(upstream, secretB),
    ]);

    expect(confirmed).toEqual([false, true]);
    const ids = [secretA, secretB].map((secret) => secret.split('_secret_')[0]);
    const mine = (await subscriptionsFor(upstream)).filter((s) => ids.includes(s.id));
    expect(mine.map((s) => s.status).sort()).toEqual(['active', 'canceled']);
    // Tab A, reloaded, no longer offers its form.
    await expect(readSubscriptionStep(onA)).rejects.toThrow();
  });

  it('online checkout: one invoice for a child and course, and one charge, whatever races on A and B', async () => {
    const { a, b, upstream } = instances();
    const chargedBefore = (await authorizationsFor(upstream)).length;
    const email = aliasParentEmail();
    const first = newBrowser(a);
    const second = newBrowser(b);
    await Promise.all([signIn(first, email), signIn(second, email)]);

    // 'Continuar al pago' at the same moment: the same session on A and B, and a second session.
    const starts = await Promise.all([startInvoice(first), startInvoice(first.at(b)), startInvoice(second)]);
    const pages = starts.map((answer) => invoicePathOf(answer));
    expect(new Set(pages).size, pages.join(', ')).toBe(1);
    const [invoicePath] = pages;

    // Both sessions open the card step and pay at the same moment, on both instances.
    const [stepA, stepB] = await Promise.all([
      openCardStep(first, invoicePath),
      openCardStep(second, invoicePath),
    ]);
    expect(stepA.purchaseNumber).toBe(stepB.purchaseNumber);
    const [tokenA, tokenB] = await Promise.all([
      tokenizeCard(upstream, stepA.sessionKey),
      tokenizeCard(upstream, stepB.sessionKey),
    ]);
    const answers = await Promise.all([
      payInvoice(first, invoicePath, stepA.purchaseNumber, tokenA),
      payInvoice(first.at(b), invoicePath, stepA.purchaseNumber, tokenA),
      payInvoice(second, invoicePath, stepB.purchaseNumber, tokenB),
    ]);
    for (const answer of answers) expect(isRedirect(answer), describeAnswer(answer)).toBe(true);

    expect(await authorizationsFor(upstream, stepA.purchaseNumber)).toEqual([
      { purchaseNumber: stepA.purchaseNumber, actionCode: APPROVED },
    ]);
    expect(await authorizationsFor(upstream)).toHaveLength(chargedBefore + 1);
    // Afterwards, on either instance, /pagar no longer offers that course for the child: no second invoice.
    const after = await second.at(a).get(`/pagar?${NEXT_COURSE_QUERY}`);
    expect(visibleText(after.body)).toContain(ALREADY_ENROLLED);
  });
});

// One pair of instances for every race below: starting a pair costs more than most of them.
describeCampaigns(instances);
describeMakeUps(instances);
describeReferrals(instances);
describeScheduleChanges(instances);
describeWaitlist(instances);
describeCourseWaitlist(instances);
