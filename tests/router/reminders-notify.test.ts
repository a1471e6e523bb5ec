/**
 * notifyFamily (mocks/notifications, decision 090) with each event kind: the child's preferences
 * decide whether anything is sent and by which channel; WhatsApp is recorded as the chat provider
 * would receive it, from the chat link's business number.
 */
import { describe, expect, it } from 'vitest';
import { remindersAction } from '../../app/routes/dashboard.recordatorios.$childId/reminders-page.server';
import { REMINDERS_TEXT } from '../../kernel/texts/reminders';
import { MOCK_REMINDERS_SERVICE_TOKEN } from '../../mocks/config';
import { db } from '../../mocks/db';
import { limaWhen, notifyFamily } from '../../mocks/notifications/notify';
import { sendClassReminder } from '../../server/upstream/reminders';
import { signedInCaller, signedInCookie } from '../support/caller';

const VALENTINA = 538;
const WHEN = limaWhen('2027-01-11T21:00:00.000Z');

const ALL_ON = {
  class_reminder: true,
  class_note: true,
  recording_available: true,
  makeup_confirmed: true,
  waitlist_seat: true,
};

const CASES = [
  [
    'class_reminder',
    { courseName: 'Animación con Scratch', when: WHEN, zoomUrl: null },
    'recordatorio_clase',
    ['Valentina', 'Animación con Scratch', WHEN],
    'Kodea · Recordatorio: la clase de Valentina empieza en 30 minutos',
  ],
  [
    'class_note',
    { courseName: 'Animación con Scratch', when: WHEN, note: 'Terminó su primer juego.' },
    'nota_profesor',
    ['Valentina', 'Animación con Scratch', WHEN],
    'Kodea · Nota del profesor sobre la clase de Valentina',
  ],
  [
    'recording_available',
    { courseName: 'Animación con Scratch', when: WHEN, until: limaWhen('2027-04-11T21:00:00.000Z') },
    'grabacion_disponible',
    ['Valentina', 'Animación con Scratch', WHEN, limaWhen('2027-04-11T21:00:00.000Z')],
    'Kodea · Ya está la grabación de la clase de Valentina',
  ],
  [
    'makeup_confirmed',
    { courseName: 'Animación con Scratch', when: WHEN },
    'recuperacion_confirmada',
    ['Valentina', 'Animación con Scratch', WHEN],
    'Kodea · Recuperación confirmada para Valentina',
  ],
  [
    'waitlist_seat',
    {
      courseName: 'Robótica con micro:bit',
      holdUntil: WHEN,
      payPath: '/pagar?curso=curso-de-robotica-con-micro-bit&hijo=504',
    },
    'cupo_lista_espera',
    ['Valentina', 'Robótica con micro:bit', WHEN],
    'Kodea · Se liberó un cupo para Valentina',
  ],
] as const;

async function choose(channel: 'email' | 'whatsapp', events = ALL_ON) {
  const { caller } = await signedInCaller('recordatorios@example.com');
  await caller.reminders.setPreferences({ childId: VALENTINA, channel, events });
}

const emailsTo = (to: string) => db.outboxEmail.findMany({ where: { to: { equals: to } } });

describe('notifyFamily: each event', () => {
  it('Lima time as the pages write it', () => {
    expect(WHEN).toBe('lunes 11 de enero, 4:00 PM (hora de Perú)');
  });

  it.each(CASES)(
    '%s by e-mail: to the parent, with its subject and a way to switch it off',
    (event, payload, _t, _p, subject) => {
      const sent = notifyFamily(event, VALENTINA, payload);
      expect(sent?.channel).toBe('email');
      const [email] = emailsTo('recordatorios@example.com');
      expect(email).toMatchObject({ id: sent?.id, subject, kind: 'reminder' });
      expect(email.text).toContain('/dashboard/recordatorios/538');
      expect(db.outboxMessage.count()).toBe(0);
    },
  );

  it.each(CASES)(
    '%s by WhatsApp: its template and parameters, from the business number to the E.164 phone',
    async (event, payload, template, parameters) => {
      await choose('whatsapp');
      const sent = notifyFamily(event, VALENTINA, payload);
      expect(sent?.channel).toBe('whatsapp');
      const [message] = db.outboxMessage.getAll();
      expect(message).toMatchObject({ id: sent?.id, from: '+51987654321', to: '+51912345678', template });
      expect(JSON.parse(message.parameters)).toEqual(parameters);
      expect(JSON.parse(message.body)).toMatchObject({
        messaging_product: 'whatsapp',
        to: '51912345678',
        type: 'template',
        template: { name: template, language: { code: 'es' } },
      });
      expect(emailsTo('recordatorios@example.com')).toHaveLength(0);
    },
  );

  it.each(CASES)('%s switched off: nothing is sent', async (event, payload) => {
    await choose('whatsapp', { ...ALL_ON, [event]: false });
    expect(notifyFamily(event, VALENTINA, payload)).toBeNull();
    expect(db.outboxMessage.count()).toBe(0);
    expect(emailsTo('recordatorios@example.com')).toHaveLength(0);
  });
});

describe('notifyFamily: edges', () => {
  it("the job's class reminder goes through it: WhatsApp when the parent chose it", async () => {
    await choose('whatsapp');
    const answer = await sendClassReminder(MOCK_REMINDERS_SERVICE_TOKEN, {
      idempotency_key: 'reminder:6801:2027-01-11T21:00:00.000Z',
      child_id: VALENTINA,
      enrolment_id: 6801,
      make_up_id: null,
      class_start: '2027-01-11T21:00:00.000Z',
      class_end: '2027-01-11T22:00:00.000Z',
      time_zone: 'America/Lima',
      local_start_text: WHEN,
    });
    expect(answer.created).toBe(true);
    const [message] = db.outboxMessage.getAll();
    expect(message).toMatchObject({ template: 'recordatorio_clase', to: '+51912345678' });
    expect(JSON.parse(message.parameters)).toEqual(['Valentina', 'Animación con Scratch', WHEN]);
    expect(db.classReminder.getAll()[0].emailId).toBe(message.id);
  });

  it('WhatsApp chosen, then the phone removed: the notice goes by e-mail instead of being lost', async () => {
    await choose('whatsapp');
    db.user.update({ where: { id: { equals: 138 } }, data: { phone: null } });
    expect(notifyFamily('makeup_confirmed', VALENTINA, { courseName: 'Scratch', when: WHEN })?.channel).toBe(
      'email',
    );
  });

  it('an unknown child: nothing', () => {
    expect(notifyFamily('class_note', 999_999, { courseName: 'x', when: WHEN, note: 'y' })).toBeNull();
  });
});

describe('the reminders page action (the form, without JavaScript)', () => {
  async function post(cookie: string, childId: number, fields: Record<string, string>) {
    const request = new Request(`http://localhost/dashboard/recordatorios/${childId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(fields).toString(),
    });
    try {
      return await remindersAction(request, String(childId));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it('WhatsApp without a phone: a Spanish message on the channel, the choices kept, nothing saved', async () => {
    db.user.update({ where: { id: { equals: 138 } }, data: { phone: null } });
    const cookie = await signedInCookie('recordatorios@example.com');
    const answer = await post(cookie, VALENTINA, {
      intent: 'reminders',
      channel: 'whatsapp',
      class_note: 'on',
    });
    expect(answer.status).toBe(400);
    const { result } = await answer.json();
    expect(result.error).toEqual({ channel: [REMINDERS_TEXT.noPhone] });
    expect(result.initialValue).toMatchObject({ channel: 'whatsapp', class_note: 'on' });
    expect(db.reminderSetting.findFirst({ where: { childId: { equals: VALENTINA } } })?.channel).toBe(
      'email',
    );
  });

  it('a forged channel: the Spanish message; saved: a redirect, switches left empty are off', async () => {
    const cookie = await signedInCookie('recordatorios@example.com');
    const forged = await post(cookie, VALENTINA, { intent: 'reminders', channel: 'sms' });
    expect((await forged.json()).result.error).toEqual({ channel: [REMINDERS_TEXT.channelRequired] });
    const saved = await post(cookie, VALENTINA, { intent: 'reminders', channel: 'whatsapp' });
    expect(saved.status).toBe(302);
    expect(db.reminderSetting.findFirst({ where: { childId: { equals: VALENTINA } } })).toMatchObject({
      channel: 'whatsapp',
      enabled: false,
      classNote: false,
    });
  });

  it("another family's child: 404, nothing saved", async () => {
    const cookie = await signedInCookie('padre@example.com');
    const answer = await post(cookie, VALENTINA, { intent: 'reminders', channel: 'email' });
    expect(answer.status).toBe(404);
    expect(db.reminderSetting.findFirst({ where: { childId: { equals: VALENTINA } } })?.enabled).toBe(true);
  });
});
