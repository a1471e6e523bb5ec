/** Yape and Plin through the Peruvian card provider (decision 085), and refunds with their notas (089). */
import {
  PurchaseRefundAnswerSchema,
  RefundAnswerSchema,
  RefundBodySchema,
  RefundRefusalSchema,
} from '../../schemas/refunds';
import {
  WalletApprovalAnswerSchema,
  WalletApprovalBodySchema,
  WalletOverLimitRefusalSchema,
  WalletQrBodySchema,
  WalletQrSchema,
  WalletQrStatusSchema,
} from '../../schemas/wallet';
import { z } from 'zod';
import { SALE_REFUSAL_CODES, SaleRefusalSchema } from '../../schemas/invoices';
import { created, define, fieldErrors, idParam, notFound, ok, textParam } from '../define';

/** A QR refused before it is made (decisions 103, 104): the sale's refusals, or too many wrong codes. */
const WalletQrRefusalSchema = z.object({
  code: z.enum([...SALE_REFUSAL_CODES, 'attempts_exceeded']),
  detail: z.string(),
});

const wallets = 'Yape and Plin';
const refunds = 'Refunds';

const WALLET_RULES =
  'Soles only, inside the card provider’s session (`sessionKey`) of the step: a wallet’s approval becomes a transaction token of that session, which `authorizeTransaction` then charges like a card’s (so the purchase’s one charge holds). A refusal charges nothing and keeps the step open: `wrong_code`, `limit_exceeded` (the phone’s daily limit), `expired`. An amount above the wallet’s most per operation is a 409 `over_operation_limit` before the wallet is asked, and the wallet app does not pay a QR above it. After 3 wrong codes on one payment (its session) or 5 on one phone within an hour, `attempts_exceeded`: that payment’s wallet step is closed and a new session is needed. Only for the caller’s own open sale (`purchase_number`), at its total. The payment is recorded under the wallet’s name (`yape` or `plin`).';

const REFUND_RULES = [
  'One call does it all: the provider’s devolución first (refused: nothing else changes, 409 `provider_refused`), then the nota de crédito (‘Devolución total’, see `getInvoice`), the enrolments removed, the sale `refunded`, the e-mail. A refunded pedido frees its seats and hands each to the first waiting family at once.',
  'The API owns the rule and its policy text: a paid sale may be refunded whole until 48 hours before its first class (a pedido’s earliest course; a vacation purchase’s program schedule), announced on each sale as `refund.refundable_until` (null: no refund). Refusals: 409 `cutoff_passed`, `not_paid`, each with a Spanish `detail`.',
  'Idempotent at the API: any later request answers the first refund; at most one devolución per sale. A Mexican sale is refunded without a nota.',
].join('\n\n');

const refused = { description: 'Refused; nothing changed.', schema: RefundRefusalSchema };

export const walletAndRefundOperations = [
  define({
    operationId: 'approveWithWallet',
    service: 'api',
    method: 'post',
    path: '/api/niubiz/wallet/approval/',
    tag: wallets,
    summary: 'Exchange the wallet’s phone and approval code for a transaction token',
    description: WALLET_RULES,
    hidden: true,
    caller: 'user',
    body: WalletApprovalBodySchema,
    responses: {
      '200': ok(WalletApprovalAnswerSchema, 'Approved (a token) or refused (a reason).'),
      '400': fieldErrors(
        'An unknown or expired `sessionKey`, a `purchase_number` not the caller’s, or a malformed body.',
      ),
      '409': {
        description:
          'Refused before any approval; `code` says why: the sale’s refusals, or `over_operation_limit` (the amount is above the wallet’s most per operation, `max_amount` in soles).',
        schema: z.union([SaleRefusalSchema, WalletOverLimitRefusalSchema]),
      },
    },
  }),
  define({
    operationId: 'openWalletQr',
    service: 'api',
    method: 'post',
    path: '/api/niubiz/wallet/qr/',
    tag: wallets,
    summary: 'A QR the wallet app scans, for the session’s amount',
    description: `${WALLET_RULES}\n\n\`qr_data\` is what the QR image encodes; it stops being payable at \`expires_at\`.`,
    hidden: true,
    caller: 'user',
    body: WalletQrBodySchema,
    responses: {
      '201': created(WalletQrSchema),
      '400': fieldErrors('An unknown or expired `sessionKey`, or a `purchase_number` not the caller’s.'),
      '409': {
        description: 'Refused before any QR is made; `code` says why.',
        schema: WalletQrRefusalSchema,
      },
    },
  }),
  define({
    operationId: 'walletQrStatus',
    service: 'api',
    method: 'get',
    path: '/api/niubiz/wallet/qr/{qr_id}/',
    tag: wallets,
    summary: 'Whether the wallet has paid a QR',
    description: '`approved` carries the transaction token to charge; `pending` not yet; `expired` too late.',
    hidden: true,
    caller: 'user',
    pathParams: { qr_id: textParam('The QR.') },
    responses: { '200': ok(WalletQrStatusSchema), '404': notFound('Unknown, or another user’s.') },
  }),
  define({
    operationId: 'requestRefund',
    service: 'api',
    method: 'post',
    path: '/api/invoices/{invoice_id}/refund/',
    tag: refunds,
    summary: 'Refund a paid invoice whole',
    description: REFUND_RULES,
    hidden: true,
    caller: 'parent',
    pathParams: { invoice_id: idParam('The invoice (pedido).') },
    body: RefundBodySchema,
    responses: {
      '200': ok(RefundAnswerSchema, 'The refund made before: a repeat never refunds twice.'),
      '201': created(RefundAnswerSchema, 'Refunded now.'),
      '400': fieldErrors('A malformed body.'),
      '404': notFound(),
      '409': refused,
    },
  }),
  define({
    operationId: 'requestPurchaseRefund',
    service: 'api',
    method: 'post',
    path: '/api/purchases/{purchase_id}/refund/',
    tag: refunds,
    summary: 'Refund a paid vacation purchase whole',
    description: `As \`requestRefund\`, for a vacation purchase (none for a subscription).\n\n${REFUND_RULES}`,
    hidden: true,
    caller: 'parent',
    pathParams: { purchase_id: textParam('The purchase number.') },
    body: RefundBodySchema,
    responses: {
      '200': ok(PurchaseRefundAnswerSchema, 'The refund made before: a repeat never refunds twice.'),
      '201': created(PurchaseRefundAnswerSchema, 'Refunded now.'),
      '400': fieldErrors('A malformed body.'),
      '404': notFound(),
      '409': refused,
    },
  }),
];
