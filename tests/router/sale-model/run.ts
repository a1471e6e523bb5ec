/**
 * Runs one action of the money model against the app's own procedures and the simulated API (not a
 * test file). Refusals a parent may meet are expected; anything else (a 5xx, an unmapped error) is
 * a violation the model reports.
 */
import { TRPCError } from '@trpc/server';
import { confirmCardPayment } from '../../../mocks/card-provider/global/confirm';
import { tokenizeCard } from '../../../mocks/card-provider/cards';
import { markLocalPaymentPaid } from '../../../mocks/checkout/local-payment';
import { invoiceSale, vacationSale } from '../../../server/sales/sale-ref';
import { expectedOutcome } from '../../../server/trpc/outcomes';
import { checkoutSession } from '../payment-support';
import type { Action } from './actions';
import { CODES, pick, type Family, type Pedido } from './world';

const ORIGIN = 'http://localhost:3122';
const CARD_NUMBERS = { visa: '4919148107859067', mastercard: '5160030000000317', deny: '4000000000000002' };
const NAMED_BOLETA = {
  kind: 'boleta',
  document_type: 'DNI',
  document_number: '45678912',
  name: 'Carlos Quispe',
  address: null,
} as const;

/** What a parent is told when a step is refused: a 4xx outcome. A 5xx or a plain error is a bug. */
const EXPECTED = new Set<TRPCError['code']>([
  'BAD_REQUEST',
  'CONFLICT',
  'NOT_FOUND',
  'PRECONDITION_FAILED',
  'TOO_MANY_REQUESTS',
]);

export class Violation extends Error {}

/** What the steps met, for the run's report: `done`, or the refusal's outcome kind. */
export const met = new Map<string, number>();
const note = (what: string) => met.set(what, (met.get(what) ?? 0) + 1);

async function expecting(step: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await step();
    note('done');
  } catch (error) {
    if (error instanceof TRPCError && EXPECTED.has(error.code)) {
      note(expectedOutcome(error)?.kind ?? error.code);
      return;
    }
    const detail = error instanceof TRPCError ? `${error.code} ${error.message}` : String(error);
    throw new Violation(`${what}: unexpected ${detail}`);
  }
}

/** The card the provider's form tokenises; null when its session is gone (the form says so). */
function token(sessionKey: string, number: string): string | null {
  const cvc = '123';
  const result = tokenizeCard(sessionKey, { name: 'CARLOS QUISPE', number, expiry: '12/29', cvc });
  return result.ok ? result.transactionToken : null;
}

const APPROVAL = (right: boolean) =>
  ({ kind: 'code', wallet: 'yape', phone: '987654321', code: right ? '123456' : '000000' } as const);

/** The card step shown: one the parent kept open, or the step opened now (the model's shortcut). */
async function cardView(family: Family, pedido: Pedido, snap: number) {
  if (pedido.cards.length === 0)
    pedido.cards.push(await family.caller.cardProvider.offer({ sale: invoiceSale(pedido.invoiceId) }));
  return pick(pedido.cards, snap);
}

async function payCard(family: Family, pedido: Pedido, snap: number, card: keyof typeof CARD_NUMBERS) {
  const view = await cardView(family, pedido, snap);
  const tokenised = view && token(view.sessionKey, CARD_NUMBERS[card]);
  if (!view || !tokenised) return;
  return family.caller.cardProvider.authorize({
    sale: invoiceSale(pedido.invoiceId),
    purchaseNumber: view.purchaseNumber,
    transactionToken: tokenised,
  });
}

async function payWallet(family: Family, pedido: Pedido, snap: number, right: boolean) {
  const view = await cardView(family, pedido, snap);
  if (!view) return;
  return family.caller.wallet.pay({
    sale: invoiceSale(pedido.invoiceId),
    purchaseNumber: view.purchaseNumber,
    approval: APPROVAL(right),
  });
}

async function payIntent(family: Family, pedido: Pedido, snap: number, card: keyof typeof CARD_NUMBERS) {
  if (pedido.intents.length === 0)
    pedido.intents.push(
      await family.caller.invoices.startIntent({ invoiceId: pedido.invoiceId, origin: ORIGIN }),
    );
  const intent = pick(pedido.intents, snap);
  if (!intent) return;
  confirmCardPayment(intent.clientSecret, {
    name: 'ANA LOPEZ',
    number:
      card === 'deny' ? '4000000000000002' : card === 'mastercard' ? '5555555555554444' : '4242424242424242',
    expiry: '12/29',
    cvc: '123',
  });
  return family.caller.invoices.completeIntent({ invoiceId: pedido.invoiceId, intentId: intent.intentId });
}

async function open(family: Family, product: number) {
  const chosen = pick(family.products, product);
  if (!chosen) return;
  const { invoiceId } = await family.caller.invoices.create({ ref: chosen.ref, childId: chosen.childId });
  // Above S/ 700 the boleta names its buyer before any payment starts (issue 55).
  if (chosen.named) await family.caller.invoices.setReceiptBuyer({ invoiceId, buyer: NAMED_BOLETA });
  if (!family.pedidos.some((pedido) => pedido.invoiceId === invoiceId))
    family.pedidos.push({ invoiceId, cards: [], intents: [], cashCodes: [] });
}

function vacationStep(family: Family, v: number, card: 'visa' | 'deny') {
  const sale = pick(family.vacations, v);
  const tokenised = sale && token(sale.payment.sessionKey, CARD_NUMBERS[card]);
  if (!sale || !tokenised) return Promise.resolve();
  return sale.step.cardProvider.authorize({
    sale: vacationSale(sale.payment.purchaseNumber),
    purchaseNumber: sale.payment.purchaseNumber,
    transactionToken: tokenised,
  });
}

/** One action; `families` are the world's, `focus` the sequence's own family, `what` names it. */
export async function act(families: Family[], action: Action, focus = 0): Promise<void> {
  const family = families[(action.fam < 0 ? focus : action.fam) % families.length];
  const what = JSON.stringify(action);
  const pedido = 'ped' in action ? pick(family.pedidos, action.ped) : undefined;
  const sale = pedido && invoiceSale(pedido.invoiceId);
  const { caller } = family;
  switch (action.t) {
    case 'open':
      return expecting(() => open(family, action.product), what);
    case 'vacation':
      return expecting(async () => {
        const program = pick(family.programs, action.program);
        if (!program) return;
        const session = await checkoutSession(family.email, program.choice);
        const payment = await session.checkoutCaller(null).purchases.start({ childId: program.childId });
        family.vacations.push({ payment, step: session.checkoutCaller(payment) });
      }, what);
    case 'vpay':
      return expecting(() => vacationStep(family, action.v, action.card), what);
    case 'vrace':
      return expecting(
        () => Promise.all([vacationStep(family, action.v, 'visa'), vacationStep(family, action.v, 'visa')]),
        what,
      );
    case 'vwallet':
      return expecting(async () => {
        const v = pick(family.vacations, action.v);
        if (!v || v.payment.currency !== 'PEN') return;
        await v.step.wallet.pay({
          sale: vacationSale(v.payment.purchaseNumber),
          purchaseNumber: v.payment.purchaseNumber,
          approval: APPROVAL(action.right),
        });
      }, what);
    case 'vrefund':
      return expecting(async () => {
        const v = pick(family.vacations, action.v);
        if (v)
          await caller.refunds.request({
            sale: vacationSale(v.payment.purchaseNumber),
            reason: 'other',
            detail: '',
          });
      }, what);
  }
  if (!pedido || !sale) {
    // Nothing opened yet: the parent opens a pedido first (its first product).
    if (family.pedidos.length === 0)
      return expecting(() => open(family, 0), `${what} (opening a pedido first)`);
    return;
  }
  switch (action.t) {
    case 'code':
      return expecting(
        () =>
          caller.invoices.applyCode({
            invoiceId: pedido.invoiceId,
            code: CODES[family.currency][action.code],
          }),
        what,
      );
    case 'uncode':
      return expecting(() => caller.invoices.removeCode({ invoiceId: pedido.invoiceId }), what);
    case 'invite':
      return expecting(
        () =>
          caller.referral.applyToInvoice({
            invoiceId: pedido.invoiceId,
            code: family.currency === 'PEN' ? 'CARLOS-ROBLOX' : 'MARIANA-APPS',
          }),
        what,
      );
    case 'offer':
      return expecting(async () => {
        pedido.cards.push(await caller.cardProvider.offer({ sale }));
      }, what);
    case 'card':
      // A dollar pedido's card is the global provider's: its intent, confirmed in its form.
      if (family.currency === 'USD')
        return expecting(() => payIntent(family, pedido, action.snap, action.card), what);
      return expecting(() => payCard(family, pedido, action.snap, action.card), what);
    case 'wallet':
      return expecting(() => payWallet(family, pedido, action.snap, action.right), what);
    case 'intent':
      return expecting(async () => {
        pedido.intents.push(
          await caller.invoices.startIntent({ invoiceId: pedido.invoiceId, origin: ORIGIN }),
        );
      }, what);
    case 'confirm': {
      const intent = pick(pedido.intents, action.snap);
      if (intent)
        confirmCardPayment(intent.clientSecret, {
          name: 'ANA LOPEZ',
          number: action.ok ? '4242424242424242' : '4000000000000002',
          expiry: '12/29',
          cvc: '123',
        });
      return;
    }
    case 'complete':
      return expecting(async () => {
        const intent = pick(pedido.intents, action.snap);
        if (intent)
          await caller.invoices.completeIntent({ invoiceId: pedido.invoiceId, intentId: intent.intentId });
      }, what);
    case 'cash':
      return expecting(async () => {
        const method = family.currency === 'PEN' ? 'agent' : 'convenience_store';
        pedido.cashCodes.push(
          (await caller.invoices.startLocalPayment({ invoiceId: pedido.invoiceId, method })).code,
        );
      }, what);
    case 'cashPaid': {
      const code = pick(pedido.cashCodes, action.snap);
      // The provider confirms it to the API; nobody's browser is waiting.
      if (code) markLocalPaymentPaid(code);
      return;
    }
    case 'refund':
      return expecting(() => caller.refunds.request({ sale, reason: 'other', detail: '' }), what);
    case 'race': {
      const other = {
        card: () => payCard(family, pedido, pedido.cards.length - 1, 'mastercard'),
        code: () =>
          caller.invoices.applyCode({ invoiceId: pedido.invoiceId, code: CODES[family.currency][0] }),
        wallet: () => payWallet(family, pedido, pedido.cards.length - 1, true),
        refund: () => caller.refunds.request({ sale, reason: 'other', detail: '' }),
      }[action.with];
      // Two tabs (or two instances) at once: each answer must be one a parent may get.
      return expecting(
        () =>
          Promise.all([
            expecting(() => payCard(family, pedido, pedido.cards.length - 1, 'visa'), `${what} (first)`),
            expecting(other, `${what} (second)`),
          ]),
        what,
      );
    }
  }
}
