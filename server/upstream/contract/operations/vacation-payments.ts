/**
 * The vacation purchase: the purchase, the Peruvian card provider through our API (niubiz: the
 * app's CARD_PROVIDER), the enrolments after it, and the global provider's subscriptions (stripe:
 * GLOBAL_CARD_PROVIDER). Provider segments are the defaults; a deployment's own name replaces them.
 */
import { z } from 'zod';
import { EmailAnswerSchema, PurchaseListSchema, SaleRefusalSchema } from '../../schemas/invoices';
import {
  ApprovedAuthorizationSchema,
  CreatedPurchaseSchema,
  DenialDataSchema,
  ProviderSessionSchema,
  ProviderTokenSchema,
} from '../../schemas/payments';
import {
  CustomerSchema,
  SubscriptionCancelSchema,
  SubscriptionListSchema,
  SubscriptionSchema,
} from '../../schemas/subscriptions';
import { ScheduleFullSchema } from '../../schemas/waitlist';
import {
  AuthorizationBodySchema,
  CreatePurchaseBodySchema,
  CustomerBodySchema,
  EnrollmentBodyDocSchema,
  ProviderTokenBodySchema,
  ProviderSessionBodySchema,
  SubscriptionBodySchema,
  UpdatePurchaseBodySchema,
} from '../bodies';
import { created, define, detail, fieldErrors, forbidden, notFound, ok, textParam } from '../define';

const tag = 'Vacation purchase';
const provider = 'Card providers';

const purchaseParam = { purchase_id: textParam('The purchase number.') };

/** The denial travels inside the answer: the provider's own JSON, as text (spec: "text.data"). */
const DeniedAuthorizationSchema = z.object({
  code: z.literal(400),
  niubiz_response: z.object({
    status: z.number().int(),
    text: z
      .string()
      .describe('JSON text: `{ "data": { "ACTION_CODE", "ACTION_DESCRIPTION", "TRANSACTION_DATE", … } }`.')
      .meta({
        contentMediaType: 'application/json',
        contentSchema: z.toJSONSchema(z.object({ data: DenialDataSchema })),
      }),
  }),
});

export const vacationPaymentOperations = [
  define({
    operationId: 'createPurchase',
    service: 'api',
    method: 'post',
    path: '/api/purchases/',
    tag,
    summary: 'Open a vacation-program purchase',
    description: [
      '`program_id` and `group_id` (ours, decision 031) name the program and the schedule the child is enrolled in once paid; `receipt_buyer` (issue 55) who the boleta or factura is for (null: a final consumer), wherever the family is; `foreign_sales` (decision 105) the business’s rule for a buyer not domiciled in Peru, `export` or `taxed` (absent: taxed), applied when the receipt is issued. A foreign buyer’s own documents (`ID_EXTRANJERO`, `TRIBUTARIO_EXTRANJERO`) are refused for a family in Peru.',
      'Seats (decision 092): 6 per schedule. The API takes the seat here, before any charge, with no wait between reading and taking it, so the last seat sells once; a purchase holds its seat when paid, or for 30 minutes while unpaid, once per family. No seat for this buyer — every one taken, or the free ones held for waiting families — is a 409 `schedule_full` and nothing is charged. Only the holder of a 24-hour waitlist hold may buy the held seat; starting that purchase ends the hold.',
    ].join('\n\n'),
    caller: 'parent',
    body: CreatePurchaseBodySchema,
    responses: {
      '201': created(CreatedPurchaseSchema),
      '400': fieldErrors('A field refused, `receipt_buyer.*` included (the buyer does not fit the sale).'),
      '409': { description: 'No seat in that schedule for this buyer.', schema: ScheduleFullSchema },
    },
  }),
  define({
    operationId: 'updatePurchase',
    service: 'api',
    method: 'patch',
    path: '/api/purchases/{purchase_id}/',
    tag,
    summary: 'Record the approved charge on the purchase',
    caller: 'parent',
    pathParams: purchaseParam,
    body: UpdatePurchaseBodySchema,
    responses: {
      '200': { description: 'Recorded; the body is not read.' },
      '400': fieldErrors('A field missing.'),
      '404': notFound(),
    },
  }),
  define({
    operationId: 'listPurchases',
    service: 'api',
    method: 'get',
    path: '/api/purchases/',
    tag,
    summary: 'The family’s vacation purchases (Mis compras)',
    description:
      'Each with its electronic `documents` (see `getInvoice`) and its `refund` offer (decision 089: refundable whole until 48 hours before the program’s first class; none for a subscription).',
    caller: 'parent',
    responses: { '200': ok(PurchaseListSchema) },
  }),
  define({
    operationId: 'sendPurchaseEmail',
    service: 'api',
    method: 'post',
    path: '/api/purchases/{purchase_id}/email/',
    tag,
    summary: 'E-mail a paid purchase’s receipt again',
    description: 'Each time asked; a purchase not paid is a 404.',
    hidden: true,
    caller: 'parent',
    pathParams: purchaseParam,
    responses: { '200': ok(EmailAnswerSchema), '404': notFound('Unknown, another family’s, or not paid.') },
  }),
  define({
    operationId: 'createEnrollment',
    service: 'api',
    method: 'post',
    path: '/api/enrollments/',
    tag,
    summary: 'Enrol a child after a paid purchase',
    description:
      'Idempotent per purchase, course and student: a repeat answers the first enrolment (200). A student is in one group (course, group and start) once, whatever purchase pays it again: 409. `student_id` is ours: the child a parent enrols.',
    caller: 'parent',
    body: EnrollmentBodyDocSchema,
    responses: {
      '200': { description: 'Already enrolled by this purchase; the body is not read.' },
      '201': { description: 'Enrolled; the body is not read.' },
      '400': fieldErrors('A field refused.'),
      '404': notFound('Another family’s child, or an unknown purchase.'),
      '409': detail('The child is already in that group.'),
    },
  }),
  define({
    operationId: 'createProviderToken',
    service: 'api',
    method: 'post',
    path: '/api/niubiz/token/',
    tag: provider,
    summary: 'A card-provider security token',
    caller: 'user',
    body: ProviderTokenBodySchema,
    responses: { '200': ok(ProviderTokenSchema), '400': fieldErrors('`MERCHANT_ID` missing.') },
  }),
  define({
    operationId: 'createProviderSession',
    service: 'api',
    method: 'post',
    path: '/api/niubiz/session/',
    tag: provider,
    summary: 'A card-provider session for one amount',
    caller: 'user',
    body: ProviderSessionBodySchema,
    responses: { '200': ok(ProviderSessionSchema), '400': fieldErrors('Unknown token or a bad amount.') },
  }),
  define({
    operationId: 'authorizeTransaction',
    service: 'api',
    method: 'post',
    path: '/api/niubiz/authorization/',
    tag: provider,
    summary: 'Charge the card (or the wallet) behind a transaction token',
    description: [
      'Idempotent per purchase number: a repeat answers the first authorization, never a second charge. The answer is 200 either way; `code` says which: 200 approved, 400 denied — the provider’s own answer as JSON text, whose `ACTION_CODE` the app reads (e.g. `180`, an invalid card; spec §8).',
      'Refused before any charge (400): a purchase or pedido that is not the caller’s or not open, an amount or merchant that does not match it, a used or unknown transaction token, a card of another brand for a one-brand promotion (decision 070), or an unnamed pedido above the amount a boleta may go without a buyer’s document (issue 55).',
      'Refused before any charge (409, decision 103): a sale no longer open (`not_open`), a session opened before a change of the pedido (`offer_void`), or a sale whose seat is gone — its hold ran out and the group filled (`schedule_full`).',
    ].join('\n\n'),
    caller: 'user',
    body: AuthorizationBodySchema,
    responses: {
      '200': ok(
        z.union([ApprovedAuthorizationSchema.extend({ code: z.literal(200) }), DeniedAuthorizationSchema]),
        'Approved (`code` 200) or denied (`code` 400).',
      ),
      '400': fieldErrors('Refused before any charge.'),
      '403': forbidden('the caller may not pay this purchase or invoice.'),
      '409': { description: 'Refused before any charge; `code` says why.', schema: SaleRefusalSchema },
    },
  }),
  define({
    operationId: 'createCustomer',
    service: 'api',
    method: 'post',
    path: '/api/stripe/customers/',
    tag: provider,
    summary: 'A customer at the global card provider',
    description: 'Decisions 009 and 022: a monthly subscription’s payer.',
    hidden: true,
    caller: 'parent',
    body: CustomerBodySchema,
    responses: {
      '200': ok(CustomerSchema, 'The family’s customer, made before.'),
      '201': created(CustomerSchema),
      '400': fieldErrors('`email` missing.'),
    },
  }),
  define({
    operationId: 'createSubscription',
    service: 'api',
    method: 'post',
    path: '/api/stripe/subscriptions/',
    tag: provider,
    summary: 'A monthly subscription to a vacation program',
    description:
      '`program_id` and `student_id` say what it pays for: one per program and child (decision 022).',
    hidden: true,
    caller: 'parent',
    body: SubscriptionBodySchema,
    responses: {
      '200': ok(SubscriptionSchema),
      '201': created(SubscriptionSchema),
      '400': fieldErrors('Unknown customer, a bad amount or program.'),
      '404': notFound('Another family’s child.'),
    },
  }),
  define({
    operationId: 'listSubscriptions',
    service: 'api',
    method: 'get',
    path: '/api/stripe/subscriptions/',
    tag: provider,
    summary: 'The family’s subscriptions',
    description: 'Only `active` counts as paid, only `incomplete` as payable.',
    hidden: true,
    caller: 'parent',
    responses: { '200': ok(SubscriptionListSchema) },
  }),
  define({
    operationId: 'cancelUnpaidSubscription',
    service: 'api',
    method: 'post',
    path: '/api/stripe/subscriptions/{subscription_id}/cancel/',
    tag: provider,
    summary: 'Withdraw an unpaid subscription',
    description: 'Its client secret can no longer be confirmed. Answers the status it is left in.',
    hidden: true,
    caller: 'parent',
    pathParams: { subscription_id: textParam('The subscription.') },
    responses: { '200': ok(SubscriptionCancelSchema), '404': notFound() },
  }),
];
