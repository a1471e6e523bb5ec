/**
 * The family's data, consents and ARCO requests (decisions 083, 100), and the complaints book
 * (decisions 019, 099): calls of ours, their rules in words for the API team.
 */
import { z } from 'zod';
import { ComplaintAnswerSchema, ComplaintSheetAnswerSchema } from '../../schemas/complaints';
import {
  DataRequestAnswerSchema,
  DataRequestBodySchema,
  DataRequestListAnswerSchema,
} from '../../schemas/data-requests';
import { ConsentAnswerSchema, FamilyDataAnswerSchema } from '../../schemas/privacy';
import { ComplaintBodySchema } from '../bodies';
import { created, define, fieldErrors, forbidden, notFound, ok, textParam } from '../define';

const tag = 'Accounts';

/** How every legal term below is counted (kernel/business-days.ts). */
const BUSINESS_DAYS =
  'Business days are Peru’s: Monday to Friday without the national holidays (Holy Thursday and Good Friday included), counted from the day after the Lima date of the filing.';

const ARCO_RULES = [
  '**ARCO rights (Ley 29733; decision 100).** Four kinds: `access`, `rectification`, `deletion` (the law’s cancelación) and `opposition`. A rectification names the data to correct and an opposition the treatment opposed and why, in `detail` (400 `detail` otherwise); `detail` may be empty for the other two.',
  'One open request per kind (`received` or `in_progress`): a second is refused with 409 `already_open`, so a pending deletion cannot be asked twice. A new request is `received`; the academy then answers it (`in_progress`, then `done` or `rejected`, with `answer` and `answered_at`).',
  `The API acknowledges each request by e-mail when it arrives, naming the right exercised, the request’s \`detail\` and the last day of its legal term: 20 business days for an access, 10 for the other three. ${BUSINESS_DAYS} The app computes the same date from \`kind\` and \`created_at\` and shows it.`,
].join('\n\n');

const COPY_TOKEN_RULES =
  '**The copy token (decision 099).** Issued with the sheet: 32 random bytes, base64url (43 characters), not derived from the sheet’s number or id, never listed by any call. It is the only credential of the sheet’s copy link and does not expire: the consumer keeps it to show the sheet (to INDECOPI, for one); rotating or revoking it is not part of the contract yet.';

const ANSWER_TERM = `The provider answers within 15 business days (Código de Protección y Defensa del Consumidor, art. 24). ${BUSINESS_DAYS}`;

export const privacyAndComplaintOperations = [
  define({
    operationId: 'familyData',
    service: 'api',
    method: 'get',
    path: '/api/parents/my-data/',
    tag,
    summary: 'Everything the API keeps about the caller’s family',
    description:
      "'Mis datos' (decision 083): the family is the bearer’s, there is no id to ask for another family’s. The consents recorded are part of it, each with its `id` (for `withdrawConsent`) and `withdrawn_at` (null while it stands), and so are the family’s ARCO requests. Children’s passwords are never in it.",
    hidden: true,
    caller: 'parent',
    responses: { '200': ok(FamilyDataAnswerSchema), '403': forbidden('the caller is not a parent.') },
  }),
  define({
    operationId: 'withdrawConsent',
    service: 'api',
    method: 'post',
    path: '/api/parents/consents/{consent_id}/withdrawal/',
    tag,
    summary: 'Withdraw a consent the parent gave for the children’s data',
    description: [
      'No body. Only a consent of the caller’s own family: another family’s, or an unknown id, is the one 404.',
      'Recorded once: the first call sets `withdrawn_at` and the API e-mails the parent when it was withdrawn, which children it covered, the version of the policy it was given under and what withdrawing means. A repeat is idempotent: it answers the consent as it stands, with the first `withdrawn_at`, and writes no second e-mail.',
      'From then on the API stops treating the data of the children it covers (their student accounts closed), keeping only what the law requires, such as receipts; what was done before stays valid. Enrolling them again asks for a new consent (decision 100).',
    ].join('\n\n'),
    hidden: true,
    caller: 'parent',
    pathParams: {
      consent_id: textParam('The consent’s `id`, as `familyData` lists it.'),
    },
    responses: {
      '200': ok(ConsentAnswerSchema, 'The consent as it stands after: `withdrawn_at` set.'),
      '403': forbidden('the caller is not a parent.'),
      '404': notFound('Unknown, or another family’s consent (never told apart).'),
    },
  }),
  define({
    operationId: 'listDataRequests',
    service: 'api',
    method: 'get',
    path: '/api/parents/data-requests/',
    tag,
    summary: 'The family’s ARCO requests: access, rectification, deletion, opposition',
    description:
      'Newest first, the bearer’s family’s only, open or answered. The kinds, their statuses and their legal terms: `createDataRequest`.',
    hidden: true,
    caller: 'parent',
    responses: { '200': ok(DataRequestListAnswerSchema) },
  }),
  define({
    operationId: 'createDataRequest',
    service: 'api',
    method: 'post',
    path: '/api/parents/data-requests/',
    tag,
    summary: 'Exercise an ARCO right over the family’s data',
    description: ARCO_RULES,
    hidden: true,
    caller: 'parent',
    body: DataRequestBodySchema,
    responses: {
      '201': created(DataRequestAnswerSchema, 'Received, and acknowledged by e-mail.'),
      '400': fieldErrors('`detail` missing for a rectification or an opposition.'),
      '409': {
        description: 'An open request of that kind already exists.',
        schema: z.object({ code: z.literal('already_open') }),
      },
    },
  }),
  define({
    operationId: 'fileComplaint',
    service: 'api',
    method: 'post',
    path: '/api/complaints/',
    tag,
    summary: 'File a complaint in the Libro de Reclamaciones',
    description: [
      'Anyone may file one (decision 019). `number` is correlative per `year` (Lima’s).',
      'A consumer abroad (decision 099) gives `country` (ISO 3166-1 alpha-2; a body without it is Peru’s), a document of that country and the whole address, with `department` and `district` null; in Peru both are required (400 naming each one missing). A minor (`is_minor`) needs `guardian` (400 `guardian`).',
      `The answer carries the sheet’s \`copy_token\`, and the API e-mails the consumer the copy the law requires as a link, \`/libro-de-reclamaciones/hoja/{copy_token}\` on the site, with the answer term. ${ANSWER_TERM}\n\n${COPY_TOKEN_RULES}`,
    ].join('\n\n'),
    hidden: true,
    caller: 'anyone',
    body: ComplaintBodySchema,
    responses: {
      '201': created(ComplaintAnswerSchema, 'Filed: its number and its copy token.'),
      '400': fieldErrors('A field refused.'),
    },
  }),
  define({
    operationId: 'readComplaintCopy',
    service: 'api',
    method: 'get',
    path: '/api/complaints/copy/',
    tag,
    summary: 'A complaint sheet, by its copy token',
    description: [
      'The sheet’s copy token is the bearer, never in the path (which logs and caches key on); the API compares it in constant time. No token, or one that opens no sheet, is the one 404, whatever its shape.',
      'The answer is the sheet as filed (`complaint`: a sheet filed before `country` existed has none, and is Peru’s) and the provider’s `answer`: null until the academy’s customer service records it, then its words, when and who gave it (name and position). It is recorded once, and the API e-mails the consumer the answer with the same link.',
      `${ANSWER_TERM} The app shows that last day while \`answer\` is null.\n\n${COPY_TOKEN_RULES}`,
    ].join('\n\n'),
    hidden: true,
    caller: 'complaint-copy',
    responses: {
      '200': ok(ComplaintSheetAnswerSchema),
      '404': notFound('No token, or no sheet has that token.'),
    },
  }),
];
