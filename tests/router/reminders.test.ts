/**
 * Reminders before class and the calendar feed through the tRPC caller against the MSW handlers
 * (docs/decisions/038): opt-in, feed create/rotate/revoke/read, the job's two service calls.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { MOCK_REMINDERS_SERVICE_TOKEN } from '../../mocks/config';
import { db } from '../../mocks/db';
import { runReminderTick } from '../../server/reminders/job';
import { classReminderBody } from '../../server/reminders/start';
import { createCaller } from '../../server/trpc/root';
import { listReminderSubscriptions, sendClassReminder } from '../../server/upstream/reminders';
import { signedInCaller, visitorCaller } from '../support/caller';

const VALENTINA = 538;
const SOFIA = 501;

const tokenOf = (url: string) => /\/calendario\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';
const reminderEmails = () => db.outboxEmail.findMany({ where: { kind: { equals: 'reminder' } } });

function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    uids: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).uid),
  };
}

const ALL_ON = {
  class_reminder: true,
  class_note: true,
  recording_available: true,
  makeup_confirmed: true,
  waitlist_seat: true,
};

describe('reminders: the preferences per child', () => {
  it('by e-mail, the class reminder off and the other events on, until the parent changes them', async () => {
    const { caller } = await signedInCaller('padre@example.com');
    expect(await caller.reminders.settings({ childId: SOFIA })).toEqual({
      channel: 'email',
      events: { ...ALL_ON, class_reminder: false },
      whatsappPhone: '+51987654321',
      feed: null,
    });
    const events = { ...ALL_ON, recording_available: false };
    expect(await caller.reminders.setPreferences({ childId: SOFIA, channel: 'whatsapp', events })).toEqual({
      kind: 'saved',
      channel: 'whatsapp',
      events,
      whatsappPhone: '+51987654321',
    });
    expect(await caller.reminders.settings({ childId: SOFIA })).toMatchObject({
      channel: 'whatsapp',
      events,
    });
    // The job lists the child now that the class reminder is on.
    const listed = await listReminderSubscriptions(MOCK_REMINDERS_SERVICE_TOKEN);
    expect(listed.map((entry) => entry.child.id)).toContain(SOFIA);
  });

  it('a parent without a phone cannot choose WhatsApp: a typed refusal, nothing saved', async () => {
    db.user.update({ where: { email: { equals: 'padre@example.com' } }, data: { phone: null } });
    const { caller } = await signedInCaller('padre@example.com');
    expect((await caller.reminders.settings({ childId: SOFIA })).whatsappPhone).toBeNull();
    expect(
      await caller.reminders.setPreferences({ childId: SOFIA, channel: 'whatsapp', events: ALL_ON }),
    ).toEqual({ kind: 'no-phone' });
    expect(db.reminderSetting.findFirst({ where: { childId: { equals: SOFIA } } })).toBeNull();
    await expect(
      caller.reminders.setPreferences({ childId: SOFIA, channel: 'email', events: ALL_ON }),
    ).resolves.toMatchObject({ kind: 'saved', channel: 'email' });
  });

  it("the fixture family's daughter has the class reminder on, by e-mail", async () => {
    const { caller } = await signedInCaller('recordatorios@example.com');
    expect(await caller.reminders.settings({ childId: VALENTINA })).toMatchObject({
      channel: 'email',
      events: ALL_ON,
      whatsappPhone: '+51912345678',
    });
  });

  it("another family's child is NOT_FOUND and changes nothing; a visitor is UNAUTHORIZED; never over /api/trpc", async () => {
    const { caller, context } = await signedInCaller('padre@example.com');
    await expect(
      caller.reminders.setPreferences({
        childId: VALENTINA,
        channel: 'email',
        events: { ...ALL_ON, class_reminder: false },
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(db.reminderSetting.findFirst({ where: { childId: { equals: VALENTINA } } })?.enabled).toBe(true);
    await expect(caller.reminders.settings({ childId: VALENTINA })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(visitorCaller().reminders.settings({ childId: SOFIA })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const overHttp = createCaller({ ...context, transport: 'http' });
    await expect(overHttp.reminders.settings({ childId: SOFIA })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('reminders: the calendar feed', () => {
  it('create → a private https address and its webcal: twin; the feed serves the child’s courses, ended ones left out', async () => {
    const { caller } = await signedInCaller('recordatorios@example.com');
    const { feed } = await caller.reminders.rotateFeed({ childId: VALENTINA });
    if (!feed) throw new Error('no feed');
    expect(feed.url).toMatch(/^http:\/\/localhost:\d+\/calendario\/[A-Za-z0-9_-]{32,}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect((await caller.reminders.settings({ childId: VALENTINA })).feed).toEqual(feed);

    const { body } = await visitorCaller().reminders.feed({ token: tokenOf(feed.url) });
    const calendar = eventsOf(body);
    expect(calendar.name).toBe('Clases de Valentina · Kodea');
    // Two courses × seven daily series (the same UIDs as each course's download); 6803 has ended.
    const enrolments = calendar.uids.map((uid) => /^enrolment-(\d+)-/.exec(uid)?.[1]);
    expect(enrolments.filter((id) => id === '6801')).toHaveLength(7);
    expect(enrolments.filter((id) => id === '6802')).toHaveLength(7);
    expect(calendar.uids).toHaveLength(14);
  });

  it('rotate: the old address is NOT_FOUND, the new one works; revoke: NOT_FOUND', async () => {
    const { caller } = await signedInCaller('recordatorios@example.com');
    const first = tokenOf((await caller.reminders.rotateFeed({ childId: VALENTINA })).feed?.url ?? '');
    const second = tokenOf((await caller.reminders.rotateFeed({ childId: VALENTINA })).feed?.url ?? '');
    expect(second).not.toBe(first);
    await expect(visitorCaller().reminders.feed({ token: first })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(visitorCaller().reminders.feed({ token: second })).resolves.toHaveProperty('body');
    expect(await caller.reminders.revokeFeed({ childId: VALENTINA })).toEqual({ feed: null });
    await expect(visitorCaller().reminders.feed({ token: second })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await caller.reminders.settings({ childId: VALENTINA })).feed).toBeNull();
  });

  it('a token of the wrong shape is NOT_FOUND without asking anyone; a child with no course gets an empty calendar', async () => {
    await expect(visitorCaller().reminders.feed({ token: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(visitorCaller().reminders.feed({ token: '../../api/enrolments' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { caller } = await signedInCaller('padre+sin-cursos@example.com');
    const [child] = await caller.parents.children();
    const { feed } = await caller.reminders.rotateFeed({ childId: child.id });
    const { body } = await visitorCaller().reminders.feed({ token: tokenOf(feed?.url ?? '') });
    expect(eventsOf(body)).toEqual({ name: `Clases de ${child.first_name} · Kodea`, uids: [] });
  });

  it("another family's child: no feed to create or revoke", async () => {
    const { caller } = await signedInCaller('padre@example.com');
    await expect(caller.reminders.rotateFeed({ childId: VALENTINA })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.reminders.revokeFeed({ childId: VALENTINA })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('reminders: the job’s service calls', () => {
  it('subscriptions need the service token and list only opted-in children, with the family’s country', async () => {
    await expect(listReminderSubscriptions('not-the-service-token')).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    const list = await listReminderSubscriptions(MOCK_REMINDERS_SERVICE_TOKEN);
    expect(list.map((entry) => [entry.child.id, entry.country_code])).toEqual([[VALENTINA, 'PE']]);
    expect(list[0].enrolments.map((enrolment) => enrolment.id)).toEqual([6801, 6802, 6803]);
  });

  it('one tick against the simulated API: the overdue class reminder e-mailed once; a replayed key sends nothing', async () => {
    const deps = {
      now: () => new Date(),
      listSubscriptions: () => listReminderSubscriptions(MOCK_REMINDERS_SERVICE_TOKEN),
      send: async (reminder: Parameters<typeof classReminderBody>[0]) => {
        await sendClassReminder(MOCK_REMINDERS_SERVICE_TOKEN, classReminderBody(reminder));
      },
    };
    expect(await runReminderTick(deps)).toMatchObject({ kind: 'done', sent: 1, failed: 0 });
    const [email] = reminderEmails();
    expect(reminderEmails()).toHaveLength(1);
    expect(email).toMatchObject({ to: 'recordatorios@example.com', invoiceId: null });
    expect(email.subject).toBe('Kodea · Recordatorio: la clase de Valentina empieza en 30 minutos');
    expect(email.text).toContain('Curso: Animación con Scratch');
    expect(email.text).toMatch(/Cuándo: \S+ \d+ de \S+, \d{1,2}:\d{2} (AM|PM) \(hora de Perú\)/);

    expect(await runReminderTick(deps)).toMatchObject({ sent: 0, alreadySent: 1 });
    const key = db.classReminder.getAll()[0].idempotencyKey;
    const replay = await sendClassReminder(MOCK_REMINDERS_SERVICE_TOKEN, {
      ...classReminderBody({
        key,
        childId: VALENTINA,
        enrolmentId: 6801,
        makeUpId: null,
        classStart: new Date(key.slice('reminder:6801:'.length)),
        classEnd: new Date(key.slice('reminder:6801:'.length)),
        timeZone: 'America/Lima',
        localStartText: 'hoy',
      }),
    });
    expect(replay).toMatchObject({ idempotency_key: key, created: false });
    expect(reminderEmails()).toHaveLength(1);
    expect(db.classReminder.getAll()[0].posts).toBe(2);
  });

  it('a notification with a bad body is a 400; for an enrolment of another child, a 404', async () => {
    const body = {
      idempotency_key: 'reminder:6201:2027-01-11T21:00:00.000Z',
      child_id: VALENTINA,
      enrolment_id: 6201,
      make_up_id: null,
      class_start: '2027-01-11T21:00:00.000Z',
      class_end: '2027-01-11T22:30:00.000Z',
      time_zone: 'America/Lima',
      local_start_text: 'lunes 11 de enero, 4:00 PM (hora de Perú)',
    };
    await expect(sendClassReminder(MOCK_REMINDERS_SERVICE_TOKEN, body)).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(
      sendClassReminder(MOCK_REMINDERS_SERVICE_TOKEN, { ...body, idempotency_key: 'otra-cosa' }),
    ).rejects.toMatchObject({ kind: 'bad-request' });
    expect(reminderEmails()).toHaveLength(0);
  });
});
