/**
 * notifyFamily: the one way the simulated API tells a family something about a child (decision
 * 090). It honours the child's preferences: an event switched off sends nothing; WhatsApp goes to
 * the parent's phone, or by e-mail when the account has none.
 */
import type { NotificationEvent } from '../../server/upstream/schemas/reminders';
import { db, userById } from '../db';
import { sendEmail } from '../outbox/send';
import { preferencesOf } from './preferences';
import { footer, TEMPLATES, type NotificationPayloads } from './templates';
import { e164, sendWhatsApp } from './whatsapp';

export { limaWhen, type NotificationPayloads } from './templates';

export type Notified = { channel: 'email' | 'whatsapp'; id: string; createdAt: string } | null;
/** Switched off by the parent, or no such child. */

export function notifyFamily<E extends NotificationEvent>(
  event: E,
  childId: number,
  payload: NotificationPayloads[E],
): Notified {
  const child = db.child.findFirst({ where: { id: { equals: childId } } });
  const parent = child ? userById(child.parentId) : null;
  if (!child || !parent) return null;
  const preferences = preferencesOf(childId);
  if (!preferences.events[event]) return null;
  const template: (typeof TEMPLATES)[E] = TEMPLATES[event];
  const phone = e164(parent.phone);
  if (preferences.channel === 'whatsapp' && phone) {
    const message = sendWhatsApp({
      to: phone,
      template: template.whatsapp,
      parameters: template.parameters(child.first_name, payload),
      event,
      childId,
    });
    return { channel: 'whatsapp', id: message.id, createdAt: message.createdAt };
  }
  const email = sendEmail({
    kind: 'reminder',
    to: parent.email,
    subject: template.subject(child.first_name),
    lines: [...template.lines(child.first_name, payload), ...footer(childId)],
  });
  return { channel: 'email', id: email.id, createdAt: email.createdAt };
}
