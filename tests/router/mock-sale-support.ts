/**
 * Builders for the tests of the simulated API's money rules (issue 74; not a test file): each step
 * as our server and the browser would take it — card token, session, the provider's form,
 * authorization; a dollar intent confirmed in the provider's page; a cash code paid at an agent —
 * answered by the MSW handlers of tests/setup.ts.
 */
import { signInAlias } from '../../mocks/accounts/alias-accounts';
import { confirmCardPayment } from '../../mocks/card-provider/global/confirm';
import { tokenizeCard } from '../../mocks/card-provider/cards';
import { MOCK_CARD_PROVIDER, MOCK_MERCHANT_ID_PEN } from '../../mocks/config';
import { db } from '../../mocks/db';
import { PaymentIntentSchema, type PaymentIntent } from '../../server/upstream/schemas/invoices';
import { apiAs, GLOBAL, invoiceOf, LOCAL, setBuyer, type Answer } from './mock-invoices-support';

export type Api = ReturnType<typeof apiAs>;

export const NIUBIZ = `/api/${MOCK_CARD_PROVIDER}`;
export const PASSWORD = 'Kodea2026!';
export const VISA_PEN = '4919148107859067';
export const VISA_USD = '4242424242424242';

/** A fresh family copied from a fixture one (`padre`, `mama.mx`): its own seats, codes and lists. */
export function aliasFamily(base: 'padre' | 'mama.mx' | 'horario', tag: string) {
  const user = signInAlias(`${base}+${tag}@example.com`, PASSWORD);
  if (!user) throw new Error(`no alias for ${base}`);
  const children = db.child.findMany({ where: { parentId: { equals: user.id } }, orderBy: { id: 'asc' } });
  return { api: apiAs(user.id), userId: user.id, children: children.map((child) => child.id) };
}

/** The provider's token and a session for `amount`: what our server opens for the card step. */
export async function cardSession(api: Api, amount: number) {
  const { token } = (await api('POST', `${NIUBIZ}/token/`, { MERCHANT_ID: MOCK_MERCHANT_ID_PEN })).body as {
    token: string;
  };
  const session = (
    await api('POST', `${NIUBIZ}/session/`, { token, MERCHANT_ID: MOCK_MERCHANT_ID_PEN, amount })
  ).body as { data: { sessionKey: string } };
  return { token, sessionKey: session.data.sessionKey, amount };
}

/** The parent types the card on the provider's form, then our server authorizes the token. */
export function authorize(
  api: Api,
  purchaseNumber: string,
  session: Awaited<ReturnType<typeof cardSession>>,
  number = VISA_PEN,
): Promise<Answer> {
  const card = { name: 'CARLOS QUISPE', number, expiry: '12/29', cvc: '123' };
  const tokenized = tokenizeCard(session.sessionKey, card);
  if (!tokenized.ok) throw new Error('tokenisation failed');
  return api('POST', `${NIUBIZ}/authorization/`, {
    purchase_number: purchaseNumber,
    amount: session.amount,
    MERCHANT_ID: MOCK_MERCHANT_ID_PEN,
    token: session.token,
    transaction_token: tokenized.transactionToken,
  });
}

export const readInvoice = async (api: Api, id: number) =>
  invoiceOf(await api('GET', `/api/invoices/${id}/`));

export const intentOf = (answer: Answer): PaymentIntent => PaymentIntentSchema.parse(answer.body).data;

export const openIntent = async (api: Api, invoiceId: number) =>
  api('POST', `${GLOBAL}/payment-intent/`, { invoice_id: invoiceId });

/** The parent confirms the intent on the global provider's page: the provider takes the money. */
export const confirmInBrowser = (intent: PaymentIntent, number = VISA_USD) =>
  confirmCardPayment(intent.client_secret, { name: 'MARIANA LOPEZ', number, expiry: '12/29', cvc: '123' });

export const notifySuccess = (api: Api, invoiceId: number, intentId: string) =>
  api('POST', `${GLOBAL}/payment/notification/success/`, { invoice_id: invoiceId, intent_id: intentId });

/** A named boleta first (above S/ 700 the API asks for one), then a cash code at an agent. */
export async function cashCode(api: Api, invoiceId: number) {
  await setBuyer(api, invoiceId);
  return api('POST', `${LOCAL}/payment-information/`, { invoice_id: invoiceId, method: 'agent' });
}

export const codeOf = (answer: Answer) =>
  (answer.body as { data: { payment_code: string; amount: number } }).data;

export const refusalCode = (answer: Answer) => (answer.body as { code?: string }).code;

export const REFUND_BODY = { reason: 'schedule', detail: 'Cambió el horario del colegio.' } as const;
