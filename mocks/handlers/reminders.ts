/** Reminders and the private calendar feed; the reminder job's calls need the service token. */
import { confirmedMakeUpClass, confirmedMakeUps } from '../class-sessions/make-ups';
import { randomBytes, randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { ClassReminderBodySchema, ReminderSettingBodySchema } from '../../server/upstream/schemas/reminders';
import { MOCK_API_URL, MOCK_REMINDERS_SERVICE_TOKEN } from '../config';
import { db, userById } from '../db';
import {
  badRequest,
  bearerToken,
  jsonBody,
  notFound,
  unauthorized,
  jsonAnswer,
  requireUser,
  requireFound,
} from '../http/api-answers';
import { notifyFamily } from '../notifications/notify';
import { preferencesOf, savePreferences } from '../notifications/preferences';
import { e164 } from '../notifications/whatsapp';
import { ownChild, parentEnrolments } from './parents';

type ChildRecord = ReturnType<typeof db.child.getAll>[number];

function enrolmentsOfChild(child: ChildRecord) {
  const all = parentEnrolments(child.parentId);
  return [...all.learning_paths.flatMap((path) => path.courses), ...all.courses].filter(
    (enrolment) => enrolment.student.id === child.id,
  );
}

function settingAnswer(child: ChildRecord) {
  const { channel, events, updatedAt } = preferencesOf(child.id);
  const phone = e164(userById(child.parentId)?.phone);
  return { child_id: child.id, channel, events, whatsapp_phone: phone, updated_at: updatedAt };
}

function feedAnswer(childId: number) {
  const feed = db.calendarFeed.findFirst({ where: { childId: { equals: childId } } });
  return { child_id: childId, token: feed?.token ?? null, created_at: feed?.createdAt ?? null };
}

/** A zod refusal as the API writes field errors (DRF's shape). */
const fieldErrors = (error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) =>
  Object.fromEntries(
    error.issues.map((issue) => [issue.path.map(String).join('.') || 'non_field_errors', [issue.message]]),
  );

const isService = (request: Request) => bearerToken(request) === MOCK_REMINDERS_SERVICE_TOKEN;

/** A call on one of the signed-in parent's own children: 401 signed out, 404 anyone else's. */
function onOwnChild(
  method: 'get' | 'put' | 'post' | 'delete',
  leaf: string,
  answer: (child: ChildRecord, request: Request) => Response | Promise<Response>,
) {
  return http[method](`${MOCK_API_URL}/api/parents/children/:childId/${leaf}/`, ({ request, params }) => {
    const child = requireFound(ownChild(requireUser(request).id, Number(params.childId)));
    return answer(child, request);
  });
}

export const reminderHandlers = [
  onOwnChild('get', 'reminders', (child) => jsonAnswer(settingAnswer(child))),
  onOwnChild('put', 'reminders', async (child, request) => {
    const parsed = ReminderSettingBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrors(parsed.error));
    // Nothing to send a WhatsApp to: refused, and the saved preferences stay as they were.
    if (parsed.data.channel === 'whatsapp' && settingAnswer(child).whatsapp_phone === null)
      return badRequest({ channel: ['La cuenta no tiene un celular para WhatsApp.'] });
    savePreferences(child.id, parsed.data);
    return jsonAnswer(settingAnswer(child));
  }),

  onOwnChild('get', 'calendar-feed', (child) => jsonAnswer(feedAnswer(child.id))),
  onOwnChild('post', 'calendar-feed', (child) => {
    // One token per child: a new one replaces the old, which stops working at once.
    db.calendarFeed.deleteMany({ where: { childId: { equals: child.id } } });
    db.calendarFeed.create({
      token: randomBytes(24).toString('base64url'),
      childId: child.id,
      createdAt: new Date().toISOString(),
    });
    return jsonAnswer(feedAnswer(child.id), { status: 201 });
  }),
  onOwnChild('delete', 'calendar-feed', (child) => {
    db.calendarFeed.deleteMany({ where: { childId: { equals: child.id } } });
    return new HttpResponse(null, { status: 204 });
  }),

  // The token is the credential: no session; unknown or revoked → 404, as for anything unseen.
  http.get(`${MOCK_API_URL}/api/calendar-feeds/`, ({ request }) => {
    const token = bearerToken(request);
    if (!token) return unauthorized();
    const feed = db.calendarFeed.findFirst({ where: { token: { equals: token } } });
    const child = requireFound(feed && db.child.findFirst({ where: { id: { equals: feed.childId } } }));
    return jsonAnswer({
      data: {
        child: { id: child.id, first_name: child.first_name },
        enrolments: enrolmentsOfChild(child),
        make_ups: confirmedMakeUps(child.id),
      },
    });
  }),

  http.get(`${MOCK_API_URL}/api/reminders/subscriptions/`, ({ request }) => {
    if (!isService(request)) return unauthorized();
    const data = db.reminderSetting
      .findMany({ where: { enabled: { equals: true } }, orderBy: { childId: 'asc' } })
      .flatMap((setting) => {
        const child = db.child.findFirst({ where: { id: { equals: setting.childId } } });
        if (!child) return [];
        const parent = userById(child.parentId);
        return [
          {
            child: { id: child.id, first_name: child.first_name },
            country_code: parent?.countryCode ?? null,
            enrolments: enrolmentsOfChild(child),
            make_ups: confirmedMakeUps(child.id),
          },
        ];
      });
    return jsonAnswer({ data });
  }),

  http.post(`${MOCK_API_URL}/api/notifications/class-reminders/`, async ({ request }) => {
    if (!isService(request)) return unauthorized();
    const parsed = ClassReminderBodySchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest(fieldErrors(parsed.error));
    const body = parsed.data;
    const known = db.classReminder.findFirst({ where: { idempotencyKey: { equals: body.idempotency_key } } });
    if (known) {
      // A replay (a crash before the job recorded it, two senders): the first notification, no second e-mail.
      db.classReminder.update({
        where: { idempotencyKey: { equals: known.idempotencyKey } },
        data: { posts: known.posts + 1 },
      });
      return jsonAnswer({ id: known.id, idempotency_key: known.idempotencyKey, created: false });
    }
    const child = db.child.findFirst({ where: { id: { equals: body.child_id } } });
    const enrolment = db.courseEnrolment.findFirst({ where: { id: { equals: body.enrolment_id } } });
    if (!child || !enrolment || enrolment.childId !== child.id) return notFound();
    const makeUp = body.make_up_id === null ? null : confirmedMakeUpClass(body.make_up_id, child.id);
    if (body.make_up_id !== null && !makeUp) return notFound();
    const sent = notifyFamily('class_reminder', child.id, {
      courseName: makeUp
        ? `Recuperación de ${enrolment.course.name ?? ''} (${makeUp.groupName})`
        : enrolment.course.name ?? '',
      when: body.local_start_text,
      zoomUrl: makeUp ? makeUp.zoomUrl : enrolment.zoom_url,
    });
    const id = `rem_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    db.classReminder.create({
      idempotencyKey: body.idempotency_key,
      id,
      childId: child.id,
      enrolmentId: enrolment.id,
      emailId: sent?.id ?? '',
      posts: 1,
      createdAt: sent?.createdAt ?? new Date().toISOString(),
    });
    return jsonAnswer({ id, idempotency_key: body.idempotency_key, created: true }, { status: 201 });
  }),
];
