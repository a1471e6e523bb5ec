/** Each class afterwards, make-ups, reminders, the calendar feed and the families' notifications. */
import { z } from 'zod';
import {
  CLASS_SESSIONS_MAX_PAGE_SIZE,
  ClassSessionPageAnswerSchema,
  LatestClassSessionsAnswerSchema,
} from '../../schemas/class-sessions';
import {
  MakeUpOptionsAnswerSchema,
  MakeUpRefusalSchema,
  MakeUpRequestAnswerSchema,
  MakeUpRequestBodySchema,
} from '../../schemas/make-ups';
import {
  CalendarFeedSchema,
  ClassReminderAnswerSchema,
  ClassReminderBodySchema,
  FeedClassesSchema,
  ReminderSettingBodySchema,
  ReminderSettingSchema,
  ReminderSubscriptionListSchema,
} from '../../schemas/reminders';
import { created, define, fieldErrors, idParam, notFound, ok } from '../define';

const classes = 'Classes';
const notices = 'Reminders and notifications';

const pageQuery = {
  page: { schema: z.number().int().min(1).max(10_000), description: 'From 1, newest first.' },
  page_size: {
    schema: z.number().int().min(1).max(CLASS_SESSIONS_MAX_PAGE_SIZE),
    description: 'The app asks 10.',
  },
};

const childParam = { child_id: idParam('The parent’s child.') };
const anotherFamily = notFound('Another family’s child.');

const NOTIFICATION_RULES = [
  'Every notice to a family goes through one sender at the API, which honours the child’s preferences (decision 090): `channel` `email` or `whatsapp`, and a switch per event — `class_reminder` (off by default, decision 038), `class_note`, `recording_available`, `makeup_confirmed`, `waitlist_seat` (on by default).',
  'WhatsApp is a template message from the business number (the site’s chat number) to the parent’s E.164 phone; a WhatsApp choice whose phone was later removed falls back to e-mail. Dates and hours are written in Lima time, as the pages write them (‘martes 5 de mayo, 4:00 PM (hora de Perú)’). Each event, its WhatsApp template and parameters, and its e-mail subject (the words are the simulator’s, `mocks/notifications/templates.ts`):',
  [
    '- `class_reminder`: `recordatorio_clase` (child, course, when); ‘Kodea · Recordatorio: la clase de {child} empieza en 30 minutos’, with the class link when there is one.',
    '- `class_note`: `nota_profesor` (child, course, when); ‘Kodea · Nota del profesor sobre la clase de {child}’, with the note.',
    '- `recording_available`: `grabacion_disponible` (child, course, when, available until); ‘Kodea · Ya está la grabación de la clase de {child}’.',
    '- `makeup_confirmed`: `recuperacion_confirmada` (child, course, when); ‘Kodea · Recuperación confirmada para {child}’.',
    '- `waitlist_seat`: `cupo_lista_espera` (child, course, held until); ‘Kodea · Se liberó un cupo para {child}’.',
    'Every e-mail ends saying why it came and where to change it (the child’s reminders page).',
  ].join('\n'),
].join('\n\n');

export const classOperations = [
  define({
    operationId: 'latestClassSessions',
    service: 'api',
    method: 'get',
    path: '/api/class-sessions/latest/',
    tag: classes,
    summary: 'The latest page of classes of each enrolment',
    description: [
      'Decision 086. A parent names the child (`student`); a student’s own enrolments need none. One call per child, not per enrolment, so a page is one round of calls.',
      'Each class: attendance, the teacher’s note, the homework link, the recording (`recording_url` on the provider’s player, null once its retention — 90 days after the class — has passed; `recording_expires_at` stays) and, for a family’s class, its make-up request and whether one may be asked.',
    ].join('\n\n'),
    hidden: true,
    caller: 'user',
    query: {
      student: { schema: z.number().int().positive(), description: 'A parent’s child.' },
      page_size: pageQuery.page_size,
    },
    responses: {
      '200': ok(LatestClassSessionsAnswerSchema),
      '400': fieldErrors('A query parameter out of range.'),
      '404': notFound('Another family’s child, or a `student` sent by a student.'),
    },
  }),
  define({
    operationId: 'classSessionsPage',
    service: 'api',
    method: 'get',
    path: '/api/enrollments/{enrollment_id}/sessions/',
    tag: classes,
    summary: 'One page of an enrolment’s classes',
    hidden: true,
    caller: 'user',
    pathParams: { enrollment_id: idParam('The enrolment.') },
    query: pageQuery,
    responses: {
      '200': ok(ClassSessionPageAnswerSchema),
      '400': fieldErrors('A query parameter out of range.'),
      '404': notFound('Another family’s enrolment, or a page past the last.'),
    },
  }),
  define({
    operationId: 'getMakeUpOptions',
    service: 'api',
    method: 'get',
    path: '/api/class-sessions/{session_id}/make-up/',
    tag: classes,
    summary: 'The make-up classes on offer for a missed class',
    description: [
      'Decision 091. The API owns the rules and its settings (`settings`): a request up to `window_days` (7) after the missed class (`request_until`), at most `max_per_course` (2) per course and child — rejected ones do not count (`used`) — and 6 students per class.',
      'Offered: classes of another group of the same course in the coming days, each with `seats_left`; `make_up` is the request already made, if any.',
    ].join('\n\n'),
    hidden: true,
    caller: 'parent',
    pathParams: { session_id: idParam('The missed class.') },
    responses: { '200': ok(MakeUpOptionsAnswerSchema), '404': notFound('Another family’s class.') },
  }),
  define({
    operationId: 'requestMakeUp',
    service: 'api',
    method: 'post',
    path: '/api/class-sessions/{session_id}/make-up/',
    tag: classes,
    summary: 'Ask for a make-up class',
    description: [
      'The seat is read and taken in one step, so two requests for the last seat sell it once, and a child never holds two seats in one class. The academy answers: `confirmada` while the seat is held (the family is notified, `makeup_confirmed`), or `rechazada` with a `reason`; `solicitada` until then.',
      'Refusals (409 with a `code`): `not_absent`, `window_passed`, `limit_reached`, `class_full`, `already_in_class`, `already_requested`, `other_course`.',
    ].join('\n\n'),
    hidden: true,
    caller: 'parent',
    pathParams: { session_id: idParam('The missed class.') },
    body: MakeUpRequestBodySchema,
    responses: {
      '201': created(MakeUpRequestAnswerSchema, 'The request as it stands after the academy’s answer.'),
      '400': fieldErrors('`class_id` missing.'),
      '404': notFound('Another family’s class.'),
      '409': { description: 'Refused.', schema: MakeUpRefusalSchema },
    },
  }),
  define({
    operationId: 'readReminderSetting',
    service: 'api',
    method: 'get',
    path: '/api/parents/children/{child_id}/reminders/',
    tag: notices,
    summary: 'A child’s notification preferences',
    description: `${NOTIFICATION_RULES}\n\n\`whatsapp_phone\` is the parent’s phone, so the page can say where messages go.`,
    hidden: true,
    caller: 'parent',
    pathParams: childParam,
    responses: { '200': ok(ReminderSettingSchema), '404': anotherFamily },
  }),
  define({
    operationId: 'writeReminderSetting',
    service: 'api',
    method: 'put',
    path: '/api/parents/children/{child_id}/reminders/',
    tag: notices,
    summary: 'Set a child’s notification preferences',
    description: 'WhatsApp without a phone on the account is refused: 400 on `channel`.',
    hidden: true,
    caller: 'parent',
    pathParams: childParam,
    body: ReminderSettingBodySchema,
    responses: {
      '200': ok(ReminderSettingSchema),
      '400': fieldErrors('`channel` WhatsApp without a phone, or a malformed body.'),
      '404': anotherFamily,
    },
  }),
  define({
    operationId: 'readCalendarFeed',
    service: 'api',
    method: 'get',
    path: '/api/parents/children/{child_id}/calendar-feed/',
    tag: notices,
    summary: 'A child’s private calendar-feed token',
    description: 'Decision 038: the token serves the child’s classes without a session; null until made.',
    hidden: true,
    caller: 'parent',
    pathParams: childParam,
    responses: { '200': ok(CalendarFeedSchema), '404': anotherFamily },
  }),
  define({
    operationId: 'rotateCalendarFeed',
    service: 'api',
    method: 'post',
    path: '/api/parents/children/{child_id}/calendar-feed/',
    tag: notices,
    summary: 'Make a new feed token',
    description: 'A new random token; the old one stops working at once.',
    hidden: true,
    caller: 'parent',
    pathParams: childParam,
    responses: { '201': created(CalendarFeedSchema), '404': anotherFamily },
  }),
  define({
    operationId: 'revokeCalendarFeed',
    service: 'api',
    method: 'delete',
    path: '/api/parents/children/{child_id}/calendar-feed/',
    tag: notices,
    summary: 'Revoke the feed token',
    hidden: true,
    caller: 'parent',
    pathParams: childParam,
    responses: { '204': { description: 'Revoked.' }, '404': anotherFamily },
  }),
  define({
    operationId: 'readFeedClasses',
    service: 'api',
    method: 'get',
    path: '/api/calendar-feeds/',
    tag: notices,
    summary: 'The classes a calendar-feed token serves',
    description:
      'The feed token is the bearer, never in the path (which logs and caches key on). The child’s enrolments as `/api/enrolments/` writes them, and confirmed make-up classes still ahead.',
    hidden: true,
    caller: 'feed',
    responses: { '200': ok(FeedClassesSchema), '404': notFound('Unknown or revoked token.') },
  }),
  define({
    operationId: 'listReminderSubscriptions',
    service: 'api',
    method: 'get',
    path: '/api/reminders/subscriptions/',
    tag: notices,
    summary: 'Every child whose family wants class reminders',
    description:
      'For the reminders job (service token, no session): each child with the family’s country and enrolments.',
    hidden: true,
    caller: 'service',
    responses: { '200': ok(ReminderSubscriptionListSchema) },
  }),
  define({
    operationId: 'sendClassReminder',
    service: 'api',
    method: 'post',
    path: '/api/notifications/class-reminders/',
    tag: notices,
    summary: 'Notify a family that a class starts soon',
    description: `The job posts each class once, 30 minutes before it starts; \`idempotency_key\` makes a repeat answer the first notification (\`created: false\`) without a second message.\n\n${NOTIFICATION_RULES}`,
    hidden: true,
    caller: 'service',
    body: ClassReminderBodySchema,
    responses: {
      '200': ok(ClassReminderAnswerSchema, 'A repeated key: the first notification.'),
      '201': created(ClassReminderAnswerSchema),
      '400': fieldErrors('A malformed body.'),
      '404': notFound('The child, enrolment or make-up class is not known together.'),
    },
  }),
];
