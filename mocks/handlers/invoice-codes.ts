/** Discount codes on an open invoice, and the brand of the card the provider tokenised. */
import { MOCK_API_URL, MOCK_GLOBAL_PROVIDER } from '../config';
import { badRequest, jsonAnswer, requireUser } from '../http/api-answers';
import {
  CardValidationBodySchema,
  CouponBodySchema,
  PromotionCodeBodySchema,
} from '../../server/upstream/schemas/invoices';
import { checkCode, codeRefusal, setDiscountCode } from '../checkout/discounts';
import { invoiceAnswer, requiredBrand, type InvoiceRecord } from '../checkout/invoice-records';
import { succeededIntent } from '../checkout/intents';
import { notOpen, requireInvoice, requireOwnInvoice, route } from '../checkout/routes';
import { useOfInvoice } from '../referral/uses';
import { db } from '../db';
import { requireBody } from '../checkout/body';

/** Codes change the total: only while nothing was paid or confirmed for it. */
const changeable = (invoice: InvoiceRecord) => invoice.status === 'open' && !succeededIntent(invoice.id);

function apply(invoice: InvoiceRecord, typed: string, currency: 'PEN' | 'USD') {
  if (!changeable(invoice)) return notOpen();
  // A coupon on a dollar invoice, or a promotion code on a soles one, is the wrong door.
  if (invoice.currency !== currency) return codeRefusal('not_applicable');
  const checked = checkCode(typed, invoice);
  if (!checked.ok) return codeRefusal(checked.reason);
  // One benefit per invoice: an invitation already took its share (decision 070).
  if (useOfInvoice(invoice.id)) return codeRefusal('not_combinable');
  return jsonAnswer({ data: invoiceAnswer(setDiscountCode(invoice, checked.code.code)) });
}

const INVALID_TOKEN = { transaction_token: ['Token de transacción inválido o ya utilizado.'] };

export const invoiceCodeHandlers = [
  ...route('post', `${MOCK_API_URL}/api/invoices/:id/couponadd`, async ({ request, params }) => {
    requireOwnInvoice(request, params.id);
    const body = await requireBody(request, CouponBodySchema);
    // Read again after the body: from here on nothing awaits, so no other call changes it meanwhile.
    return apply(requireOwnInvoice(request, params.id), body.code, 'PEN');
  }),

  ...route(
    'post',
    `${MOCK_API_URL}/api/${MOCK_GLOBAL_PROVIDER}/promotion-codes/:code/`,
    async ({ request, params }) => {
      const user = requireUser(request);
      const body = await requireBody(request, PromotionCodeBodySchema);
      const invoice = requireInvoice(user.id, body.invoice_id);
      return apply(invoice, String(params.code ?? ''), 'USD');
    },
  ),

  ...route('delete', `${MOCK_API_URL}/api/invoices/:id/discount-code/`, ({ request, params }) => {
    const invoice = requireOwnInvoice(request, params.id);
    if (!changeable(invoice)) return notOpen();
    return jsonAnswer({ data: invoiceAnswer(setDiscountCode(invoice, null)) });
  }),

  ...route('post', `${MOCK_API_URL}/api/cards/mc-validation/`, async ({ request }) => {
    const user = requireUser(request);
    const body = await requireBody(request, CardValidationBodySchema);
    const invoice = requireInvoice(user.id, body.invoice_id);
    if (!changeable(invoice)) return notOpen();
    const token = db.transactionToken.findFirst({ where: { id: { equals: body.transaction_token } } });
    if (!token || token.used) return badRequest(INVALID_TOKEN);
    const required = requiredBrand(invoice);
    return jsonAnswer({
      data: {
        brand: token.brand,
        bin: token.card.slice(0, 6),
        required_brand: required,
        valid: required === null || required === token.brand,
      },
    });
  }),
];
