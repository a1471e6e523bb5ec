/** Seats and waitlists (decisions 092, 093) and the referral program (decision 035). */
import { z } from 'zod';
import { InvoiceAnswerSchema } from '../../schemas/invoices';
import {
  ApplyReferralBodySchema,
  CreateReferralBodySchema,
  ReferralCodeSchema,
  ReferralLinkAnswerSchema,
  ReferralLookupAnswerSchema,
  ReferralOverviewSchema,
  ReferralRefusalSchema,
} from '../../schemas/referral';
import { SlugSchema } from '../../schemas/slug';
import { AgeRangeNameSchema } from '../../schemas/content';
import {
  CourseSeatsAnswerSchema,
  JoinWaitlistAnswerSchema,
  JoinWaitlistBodySchema,
  ProgramSeatsAnswerSchema,
  ProgramSeatsListAnswerSchema,
  WaitlistEntriesAnswerSchema,
  WaitlistRefusalSchema,
} from '../../schemas/waitlist';
import {
  created,
  define,
  detail,
  fieldErrors,
  idParam,
  notFound,
  ok,
  textParam,
  type Operation,
} from '../define';

const waitlists = 'Seats and waitlists';
const referrals = 'Referral program';

const WAITLIST_RULES = [
  'The API counts the seats: 6 per schedule or group, taken by the families it knows and its own purchases and invoices (paid, or opened in the last 30 minutes, once per family while unpaid). `full`: no seat for a family without a hold.',
  'One waitlist per program and per course, first come first served; a child is on a list once. When a seat frees, the first waiting family gets a **24-hour hold** (state `held`, `held_until`) and is notified (`waitlist_seat`); only the holder may buy the held seat, and buying it ends the hold (`bought`). A hold that runs out passes the seat on to the next family, from the instant it ended (`expired`). Nothing runs on a timer: whenever a call touches a list, the API works out from the clock which holds ran out and offers free seats.',
  'Entry states: `waiting` (with its `position`, 1 for the next family), `held` (until when), `expired`, `bought`. Signed in, the answer carries the family’s own entries; a visitor’s has none.',
].join('\n\n');

const referralPost = (segment: string, kind: string, operationId: string): Operation =>
  define({
    operationId,
    service: 'api',
    method: 'post',
    path: `/api/referral/${segment}/{item_id}/`,
    tag: referrals,
    summary: `The family’s invitation link to a ${kind}`,
    description:
      'What a family may invite to: each paid course, each group of a paid enrolment (its id is the enrolment’s), each path with a paid course. One link per family and item, created once and answered again (200) on every later call: a code like `CARLOS-7K2P`, a year of validity, 15 % for the invited family.',
    caller: 'parent',
    pathParams: { item_id: idParam(`The ${kind}.`) },
    body: CreateReferralBodySchema,
    responses: {
      '200': ok(ReferralLinkAnswerSchema, 'The link made before.'),
      '201': created(ReferralLinkAnswerSchema, 'The link, made now.'),
      '404': notFound('Not something this family may invite to.'),
    },
  });

export const growthOperations = [
  define({
    operationId: 'getProgramSeats',
    service: 'api',
    method: 'get',
    path: '/api/waitlist/programs/{program_id}/',
    tag: waitlists,
    summary: 'A vacation program’s seats per schedule, and the family’s entries',
    description: WAITLIST_RULES,
    hidden: true,
    caller: 'anyone-or-user',
    pathParams: { program_id: textParam('The vacation program.') },
    responses: { '200': ok(ProgramSeatsAnswerSchema), '404': notFound('No such program.') },
  }),
  define({
    operationId: 'listProgramSeats',
    service: 'api',
    method: 'get',
    path: '/api/waitlist/programs/',
    tag: waitlists,
    summary: 'Every vacation program of an age range: its seats per schedule, and the family’s entries',
    description: `Each item is what \`GET /api/waitlist/programs/{program_id}/\` answers for that program. /vacaciones asks it beside the campaign, whose answer alone names the programs’ ids, so the page waits for one round of calls. An unknown age range is a 400.\n\n${WAITLIST_RULES}`,
    hidden: true,
    caller: 'anyone-or-user',
    query: { age_range: textParam('The age range: `5_to_7`, `8_to_11` or `12_plus`.', AgeRangeNameSchema) },
    responses: {
      '200': ok(ProgramSeatsListAnswerSchema),
      '400': fieldErrors('An unknown age range.'),
    },
  }),
  define({
    operationId: 'getCourseSeats',
    service: 'api',
    method: 'get',
    path: '/api/waitlist/courses/{course}/',
    tag: waitlists,
    summary: 'A course’s seats per group, and the family’s entries',
    description: `A course’s free seats are its groups’ seats left less its invoices with no group yet.\n\n${WAITLIST_RULES}`,
    hidden: true,
    caller: 'anyone-or-user',
    pathParams: { course: textParam('The course’s slug.', SlugSchema) },
    responses: { '200': ok(CourseSeatsAnswerSchema), '404': notFound('No such course.') },
  }),
  define({
    operationId: 'listWaitlistEntries',
    service: 'api',
    method: 'get',
    path: '/api/waitlist/',
    tag: waitlists,
    summary: 'Every waitlist entry of the family',
    hidden: true,
    caller: 'parent',
    responses: { '200': ok(WaitlistEntriesAnswerSchema) },
  }),
  define({
    operationId: 'joinWaitlist',
    service: 'api',
    method: 'post',
    path: '/api/waitlist/',
    tag: waitlists,
    summary: 'Put a child on a program’s or a course’s waitlist',
    description: `Refusals (409 with a \`code\`): \`already_listed\`, \`seats_available\` (there is a seat: buy it).\n\n${WAITLIST_RULES}`,
    hidden: true,
    caller: 'parent',
    body: JoinWaitlistBodySchema,
    responses: {
      '201': created(JoinWaitlistAnswerSchema),
      '400': fieldErrors('A malformed body.'),
      '404': notFound('Another family’s child, or no such program or course.'),
      '409': { description: 'Refused.', schema: WaitlistRefusalSchema },
    },
  }),
  referralPost('courses', 'course', 'createCourseReferralLink'),
  referralPost('paths', 'learning path', 'createPathReferralLink'),
  referralPost('group', 'group', 'createGroupReferralLink'),
  define({
    operationId: 'applyReferral',
    service: 'api',
    method: 'patch',
    path: '/api/referral/invoice/{invoice_id}/',
    tag: referrals,
    summary: 'Apply an invitation code to the family’s first invoice',
    description: [
      'The API takes the referral’s `amount` off the total. One invitation per family. Refusals (400, checked in this order): `already_applied`, `invalid`, `expired`, `own_family`, `used`, `not_first_invoice`, `other_currency` (the inviting family pays in another currency), `reserved` (the family’s invitation is on another open invoice, named by `invoice_number`; freed when that invoice is void, expired or denied), `not_combinable` (the invoice has a discount code).',
    ].join('\n\n'),
    hidden: true,
    caller: 'parent',
    pathParams: { invoice_id: idParam('The invoice (pedido).') },
    body: ApplyReferralBodySchema,
    responses: {
      '200': ok(InvoiceAnswerSchema),
      '400': {
        description: 'Refused.',
        schema: z.union([ReferralRefusalSchema, z.record(z.string(), z.array(z.string()))]),
      },
      '404': notFound(),
      '409': detail('The invoice is not open.'),
    },
  }),
  define({
    operationId: 'lookupReferralCode',
    service: 'api',
    method: 'get',
    path: '/api/referral/codes/{code}/',
    tag: referrals,
    summary: 'What an invitation code offers',
    description:
      'Public; with the visitor’s bearer it also says whether the code is their own family’s. Only the inviter’s first name.',
    hidden: true,
    caller: 'anyone-or-user',
    pathParams: { code: textParam('The code, any case.', ReferralCodeSchema) },
    responses: { '200': ok(ReferralLookupAnswerSchema), '404': notFound('Unknown code.') },
  }),
  define({
    operationId: 'getReferralOverview',
    service: 'api',
    method: 'get',
    path: '/api/referral/',
    tag: referrals,
    summary: 'The family’s referable items and ‘Mis referidos’',
    description:
      'Each invited family’s state: `pending` until its invoice is paid, `earned`, or `cancelled` (the invoice was voided, denied or expired).',
    hidden: true,
    caller: 'parent',
    responses: { '200': ok(ReferralOverviewSchema) },
  }),
];
