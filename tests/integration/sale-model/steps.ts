/**
 * The money model's actions (tests/router/sale-model/actions.ts) sent over HTTP to two app
 * instances (not a test file): each step goes to the instance the sequence chose for it, a race
 * sends its two requests at once, one to each. What a browser cannot do is skipped:
 * - `cashPaid`: the standalone simulator has no way to report a cash code paid over HTTP (its
 *   support page is mounted in mock mode only);
 * - `wallet` on a dollar pedido and `intent`/`confirm`/`complete` on a soles one: the page never
 *   offers those forms (the in-process model asks the procedures and is refused).
 * Each step answers a note for the run's report: the main answer's status, or why nothing was sent.
 */
import type { Action } from '../../router/sale-model/actions';
import { CODES, pick } from '../../router/sale-model/world';
import type { HttpAnswer, HttpClient } from '../harness/http-client';
import { signIn } from '../support/sign-in';
import {
  cardViewOf,
  chooseMethod,
  confirmIntent,
  invoicePath,
  openCashCode,
  openIntent,
  openPedido,
  payHostedIntent,
  requestRefund,
  returnAddress,
  startVacation,
  submit,
  tokenize,
} from './forms';
import { familyOf, worldBrowser, type Family, type Pedido, type World } from './world';

/** The soles provider's test cards (approved Visa and Mastercard, denied) and the global one's. */
const SOLES_CARDS = { visa: '4919148107859067', mastercard: '5160030000000317', deny: '4000000000000002' };
const DOLLAR_CARDS = { visa: '4242424242424242', mastercard: '5555555555554444', deny: '4000000000000002' };
type Card = keyof typeof SOLES_CARDS;

const INVITATION = { PEN: 'CARLOS-ROBLOX', USD: 'MARIANA-APPS' } as const;
const CASH_METHOD = { PEN: 'agent', USD: 'convenience_store' } as const;
const walletFields = (right: boolean) => ({
  wallet: 'yape',
  phone: '987654321',
  code: right ? '123456' : '000000',
  terms: 'on',
});

/** The answer's status, and where a redirect sends the browser (ids left out), for the report. */
const status = (answer: HttpAnswer) => {
  const location = answer.headers.location?.replace(/\d+/g, ':n').replace(/^https?:\/\/[^/]+/, '');
  return location ? `${answer.status} → ${location}` : String(answer.status);
};

interface Tab {
  world: World;
  family: Family;
  /** The family's browser on the instance this request goes to. */
  browser: HttpClient;
}

async function open({ family, browser }: Tab, product: number): Promise<string> {
  const chosen = pick(family.products, product);
  if (!chosen) return 'nothing';
  const { sent, invoiceId } = await openPedido(browser, chosen.query, family.children[chosen.child]);
  if (invoiceId !== null && !family.pedidos.some((pedido) => pedido.invoiceId === invoiceId))
    family.pedidos.push({ invoiceId, cards: [], intents: [] });
  return status(sent.answer);
}

/** The soles card step kept at `snap`, or (none kept) the one 'Tarjeta' opens now. */
async function payCard({ world, browser }: Tab, pedido: Pedido, snap: number, card: Card) {
  let view = pick(pedido.cards, snap);
  if (!view) {
    const opened = await chooseMethod(browser, pedido.invoiceId, 'card-soles');
    view = cardViewOf(opened.page) ?? undefined;
    if (!view) return status(opened.answer);
    pedido.cards.push(view);
  }
  const token = await tokenize(world.upstream, view.sessionKey, SOLES_CARDS[card]);
  if (!token) return 'token refused';
  const { purchaseNumber } = view;
  const sent = await submit(browser, invoicePath(pedido.invoiceId), {
    intent: 'pay',
    terms: 'on',
    purchaseNumber,
    transactionToken: token,
  });
  return status(sent.answer);
}

async function payWallet({ browser }: Tab, pedido: Pedido, snap: number, right: boolean) {
  let view = pick(pedido.cards, snap);
  if (!view) {
    const opened = await chooseMethod(browser, pedido.invoiceId, 'card-soles');
    view = cardViewOf(opened.page) ?? undefined;
    if (!view) return status(opened.answer);
    pedido.cards.push(view);
  }
  const fields = { intent: 'pay-wallet', purchaseNumber: view.purchaseNumber, ...walletFields(right) };
  return status((await submit(browser, invoicePath(pedido.invoiceId), fields)).answer);
}

async function keepIntent({ browser }: Tab, pedido: Pedido): Promise<string> {
  const opened = await openIntent(browser, pedido.invoiceId);
  if (opened.view) pedido.intents.push(opened.view);
  return String(opened.status);
}

/** The dollar card: the intent kept at `snap` (one opened now if none), paid on the hosted checkout. */
async function payIntent(tab: Tab, pedido: Pedido, snap: number, card: Card) {
  if (pedido.intents.length === 0) {
    const opened = await keepIntent(tab, pedido);
    if (pedido.intents.length === 0) return opened;
  }
  const intent = pick(pedido.intents, snap);
  const back = intent && (await payHostedIntent(tab.world.upstream, intent, DOLLAR_CARDS[card]));
  if (!back) return 'provider refused';
  const answer = await tab.browser.get(back);
  if (answer.headers.location) await tab.browser.follow(answer);
  return status(answer);
}

/** The family's card, whichever its currency's is: the soles provider's or the dollar intent. */
const payAnyCard = (tab: Tab, pedido: Pedido, snap: number, card: Card) =>
  tab.family.currency === 'PEN' ? payCard(tab, pedido, snap, card) : payIntent(tab, pedido, snap, card);

const applyCode = ({ family, browser }: Tab, pedido: Pedido, code: number) =>
  submit(browser, invoicePath(pedido.invoiceId), {
    intent: 'apply-code',
    code: CODES[family.currency][code % CODES[family.currency].length],
  }).then(({ answer }) => status(answer));

const refund = ({ browser }: Tab, pedido: Pedido) =>
  requestRefund(browser, `${invoicePath(pedido.invoiceId)}/reembolso`).then(({ answer }) => status(answer));

async function race(tab: Tab, otherTab: Tab, pedido: Pedido, other: 'card' | 'code' | 'wallet' | 'refund') {
  const latest = () =>
    Math.max(0, (tab.family.currency === 'PEN' ? pedido.cards : pedido.intents).length - 1);
  const second = {
    card: () => payAnyCard(otherTab, pedido, latest(), 'mastercard'),
    code: () => applyCode(otherTab, pedido, 0),
    wallet: () =>
      tab.family.currency === 'PEN'
        ? payWallet(otherTab, pedido, latest(), true)
        : Promise.resolve('skipped'),
    refund: () => refund(otherTab, pedido),
  }[other];
  const answers = await Promise.all([payAnyCard(tab, pedido, latest(), 'visa'), second()]);
  return answers.join('+');
}

async function pedidoStep(tab: Tab, otherTab: Tab, pedido: Pedido, action: Action): Promise<string> {
  const { family, browser, world } = tab;
  const dollars = family.currency === 'USD';
  const path = invoicePath(pedido.invoiceId);
  switch (action.t) {
    case 'code':
      return applyCode(tab, pedido, action.code);
    case 'uncode':
      return status((await submit(browser, path, { intent: 'remove-code' })).answer);
    case 'invite':
      return status(
        (await submit(browser, path, { intent: 'apply-referral', code: INVITATION[family.currency] })).answer,
      );
    case 'offer': {
      if (dollars) return keepIntent(tab, pedido);
      const opened = await chooseMethod(browser, pedido.invoiceId, 'card-soles');
      const view = cardViewOf(opened.page);
      if (view) pedido.cards.push(view);
      return status(opened.answer);
    }
    case 'card':
      return payAnyCard(tab, pedido, action.snap, action.card);
    case 'wallet':
      return dollars ? 'skipped' : payWallet(tab, pedido, action.snap, action.right);
    case 'intent':
      return dollars ? keepIntent(tab, pedido) : 'skipped';
    case 'confirm': {
      const intent = pick(pedido.intents, action.snap);
      if (!intent) return dollars ? 'nothing' : 'skipped';
      const card = action.ok ? DOLLAR_CARDS.visa : DOLLAR_CARDS.deny;
      return `provider ${(await confirmIntent(world.upstream, intent, card)).status}`;
    }
    case 'complete': {
      const intent = pick(pedido.intents, action.snap);
      if (!intent) return dollars ? 'nothing' : 'skipped';
      const answer = await browser.get(returnAddress(intent));
      if (answer.headers.location) await browser.follow(answer);
      return status(answer);
    }
    case 'cash':
      return status((await openCashCode(browser, pedido.invoiceId, CASH_METHOD[family.currency])).answer);
    case 'refund':
      return refund(tab, pedido);
    case 'race':
      return race(tab, otherTab, pedido, action.with);
    default:
      return 'skipped';
  }
}

async function vacationStep(tab: Tab, otherTab: Tab, action: Action): Promise<string> {
  const { world, family } = tab;
  const pay = async (on: Tab, v: number, card: Card) => {
    const sale = pick(family.vacations, v);
    const token = sale && (await tokenize(world.upstream, sale.sessionKey, SOLES_CARDS[card]));
    if (!sale || !token) return sale ? 'token refused' : 'nothing';
    const fields = {
      intent: 'pay',
      terms: 'on',
      purchaseNumber: sale.purchaseNumber,
      transactionToken: token,
    };
    return status((await submit(sale.browser.at(on.browser.origin), '/enrollment', fields)).answer);
  };
  switch (action.t) {
    case 'vacation': {
      const ageRange = pick(family.programs, action.program);
      if (!ageRange) return 'nothing';
      // Its own browser, as the in-process model gives each vacation purchase its own session.
      const browser = worldBrowser(world, tab.browser.origin);
      await signIn(browser, family.email);
      const view = await startVacation(browser, ageRange, family.children[0]);
      if (view) family.vacations.push({ browser, ...view });
      return view ? 'done' : 'not shown';
    }
    case 'vpay':
      return pay(tab, action.v, action.card);
    case 'vrace':
      return (await Promise.all([pay(tab, action.v, 'visa'), pay(otherTab, action.v, 'visa')])).join('+');
    case 'vwallet': {
      const sale = pick(family.vacations, action.v);
      if (!sale || family.currency !== 'PEN') return sale ? 'skipped' : 'nothing';
      const fields = {
        intent: 'pay-wallet',
        purchaseNumber: sale.purchaseNumber,
        ...walletFields(action.right),
      };
      return status((await submit(sale.browser.at(tab.browser.origin), '/enrollment', fields)).answer);
    }
    case 'vrefund': {
      const sale = pick(family.vacations, action.v);
      if (!sale) return 'nothing';
      const path = `/dashboard/compras/vacaciones/${sale.purchaseNumber}/reembolso`;
      return status((await requestRefund(tab.browser, path)).answer);
    }
    default:
      return 'skipped';
  }
}

const VACATION_STEPS = new Set<Action['t']>(['vacation', 'vpay', 'vrace', 'vwallet', 'vrefund']);

/** One action on instance B (`onB`) or A; `focus` is the sequence's own family. */
export async function act(world: World, action: Action, focus: number, onB: boolean): Promise<string> {
  const [origin, otherOrigin] = onB ? [world.b, world.a] : [world.a, world.b];
  const family = await familyOf(world, (action.fam < 0 ? focus : action.fam) % 3, origin);
  const tab: Tab = { world, family, browser: family.browser.at(origin) };
  const otherTab: Tab = { world, family, browser: family.browser.at(otherOrigin) };
  if (action.t === 'open') return open(tab, action.product);
  if (action.t === 'cashPaid') return 'skipped';
  if (VACATION_STEPS.has(action.t)) return vacationStep(tab, otherTab, action);
  const pedido = 'ped' in action ? pick(family.pedidos, action.ped) : undefined;
  // Nothing opened yet: the parent opens a pedido first (its first product).
  if (!pedido) return family.pedidos.length === 0 ? open(tab, 0) : 'nothing';
  return pedidoStep(tab, otherTab, pedido, action);
}
