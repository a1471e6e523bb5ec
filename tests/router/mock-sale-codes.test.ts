/**
 * Issue 74, rules E and G at the simulated API: a once-per-family code counts every open and paid
 * pedido of the family (not the pedido asking); and every mutating call on a pedido that is paid,
 * refunded, denied or expired answers 409 with the not-open shape — a stale second tab applying a
 * code or an invitation gets a clean refusal, never a 5xx.
 */
import { describe, expect, it } from 'vitest';
import { markLocalPaymentExpired } from '../../mocks/checkout/local-payment';
import { NOT_OPEN } from '../../mocks/checkout/routes';
import type { Invoice } from '../../server/upstream/schemas/invoices';
import {
  dollarInvoice,
  GLOBAL,
  invoiceOf,
  LOCAL,
  MINECRAFT_OF_PATH_2,
  NAMED_BOLETA,
  solesInvoice,
  YOUTUBER_ALONE,
} from './mock-invoices-support';
import {
  aliasFamily,
  authorize,
  cardSession,
  codeOf,
  confirmInBrowser,
  intentOf,
  notifySuccess,
  openIntent,
  readInvoice,
  REFUND_BODY,
  type Api,
} from './mock-sale-support';

const ANIMATION_ALONE = {
  product_type: 'course',
  product_id: 'curso-de-animacion-con-scratch',
  learning_path: null,
} as const;

const open = async (api: Api, student: number, currency: 'PEN' | 'USD', item: object) =>
  invoiceOf(
    await api('POST', '/api/invoices/', {
      student_id: student,
      currency,
      country: currency === 'PEN' ? 'PE' : 'MX',
      items: [item],
    }),
  );

const applyCode = (api: Api, invoice: Invoice, code: string) =>
  invoice.currency === 'PEN'
    ? api('POST', `/api/invoices/${invoice.invoice_id}/couponadd`, { code })
    : api('POST', `${GLOBAL}/promotion-codes/${code}/`, { invoice_id: invoice.invoice_id });

describe('rule E: a once-per-family code counts every open and paid pedido of the family', () => {
  it.each([
    ['AMIGOS15', 'padre', 'PEN'],
    ['FRIENDS15', 'mama.mx', 'USD'],
  ] as const)(
    '%s discounts one open pedido of a family, not a second; a denied one gives it back',
    async (code, base, currency) => {
      const { api, children } = aliasFamily(base, `once-${code.toLowerCase()}`);
      const first = await open(api, children[0], currency, YOUTUBER_ALONE);
      const second = await open(api, children[0], currency, ANIMATION_ALONE);
      expect((await applyCode(api, first, code)).status).toBe(200);
      // The pedido that holds it may ask again: it is not counted against itself.
      expect((await applyCode(api, first, code)).status).toBe(200);
      const refused = await applyCode(api, second, code);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error_code: 'used' });

      // Denied, the first gives the code back.
      if (currency === 'PEN') {
        const denied = await authorize(api, first.number, await cardSession(api, 382.5), '4000000000000002');
        expect(denied.status).toBe(200);
      } else {
        const intent = intentOf(await openIntent(api, first.invoice_id));
        await api('POST', `${GLOBAL}/payment/notification/error/`, {
          invoice_id: first.invoice_id,
          intent_id: intent.intent_id,
          error_code: 'card_declined',
        });
      }
      expect((await readInvoice(api, first.invoice_id)).status).toBe('denied');
      expect((await applyCode(api, second, code)).status).toBe(200);
    },
  );
});

type FinalState = 'paid' | 'refunded' | 'denied' | 'expired';

/** A pedido of padre@ (soles) or mama.mx@ (dollars) brought to a final state through the API. */
async function finalPedido(state: FinalState, currency: 'PEN' | 'USD') {
  const { api, invoice } =
    currency === 'PEN' ? await solesInvoice([MINECRAFT_OF_PATH_2]) : await dollarInvoice();
  if (state === 'expired') {
    const method = currency === 'PEN' ? 'agent' : 'convenience_store';
    const code = codeOf(
      await api('POST', `${LOCAL}/payment-information/`, { invoice_id: invoice.invoice_id, method }),
    );
    markLocalPaymentExpired(code.payment_code);
  } else if (currency === 'PEN') {
    const card = state === 'denied' ? '4000000000000002' : '4919148107859067';
    await authorize(api, invoice.number, await cardSession(api, invoice.total), card);
  } else {
    const intent = intentOf(await openIntent(api, invoice.invoice_id));
    if (state === 'denied')
      await api('POST', `${GLOBAL}/payment/notification/error/`, {
        invoice_id: invoice.invoice_id,
        intent_id: intent.intent_id,
        error_code: 'card_declined',
      });
    else {
      confirmInBrowser(intent);
      await notifySuccess(api, invoice.invoice_id, intent.intent_id);
    }
  }
  if (state === 'refunded')
    expect((await api('POST', `/api/invoices/${invoice.invoice_id}/refund/`, REFUND_BODY)).status).toBe(201);
  expect((await readInvoice(api, invoice.invoice_id)).status).toBe(state);
  return { api, invoice };
}

const STATES: FinalState[] = ['paid', 'refunded', 'denied', 'expired'];
const CURRENCIES = ['PEN', 'USD'] as const;

describe('rule G: a pedido in a final state answers every change with 409, never a 5xx', () => {
  it.each(STATES.flatMap((state) => CURRENCIES.map((currency) => [state, currency] as const)))(
    '%s pedido in %s: a code, its removal, an invitation, the buyer, the group, a cash code: 409 not open',
    async (state, currency) => {
      const { api, invoice } = await finalPedido(state, currency);
      const id = invoice.invoice_id;
      const calls: Array<[string, string, unknown]> = [
        currency === 'PEN'
          ? ['POST', `/api/invoices/${id}/couponadd`, { code: 'BIENVENIDA10' }]
          : ['POST', `${GLOBAL}/promotion-codes/WELCOME10/`, { invoice_id: id }],
        ['DELETE', `/api/invoices/${id}/discount-code/`, undefined],
        [
          'PATCH',
          `/api/referral/invoice/${id}/`,
          { code: currency === 'PEN' ? 'MARIANA-APPS' : 'CARLOS-ROBLOX' },
        ],
        ['PUT', `/api/invoices/${id}/receipt-buyer/`, { receipt_buyer: NAMED_BOLETA }],
        [
          'PATCH',
          `/api/invoices/${id}/enrolments`,
          {
            enrolments: [
              {
                course: invoice.items[0].product_id,
                learning_path: invoice.items[0].learning_path,
                group_id: null,
              },
            ],
          },
        ],
        [
          'POST',
          `${LOCAL}/payment-information/`,
          { invoice_id: id, method: currency === 'PEN' ? 'agent' : 'convenience_store' },
        ],
      ];
      for (const [method, path, body] of calls) {
        const answer = await api(method, path, body);
        expect({ call: `${method} ${path}`, status: answer.status, body: answer.body }).toEqual({
          call: `${method} ${path}`,
          status: 409,
          body: { code: 'not_open', detail: NOT_OPEN },
        });
      }
    },
  );

  it.each(['refunded', 'denied', 'expired'] as const)(
    'a dollar intent once the pedido is %s: 409 not open (a paid one answers the intent that paid it)',
    async (state) => {
      const { api, invoice } = await finalPedido(state, 'USD');
      const answer = await openIntent(api, invoice.invoice_id);
      expect(answer).toEqual({ status: 409, body: { code: 'not_open', detail: NOT_OPEN } });
    },
  );
});
