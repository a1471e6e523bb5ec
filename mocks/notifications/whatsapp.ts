/**
 * The simulated chat provider: a template message recorded as its messages endpoint would receive
 * it (WhatsApp Cloud API shape), from the business number the site's chat link uses.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_CHAT_NUMBER_PE } from '../../kernel/chat';
import { db } from '../db';

/** The same setting as the chat link's (CHAT_NUMBER_PE), so the family sees one number. */
export function businessNumber(env: NodeJS.ProcessEnv = process.env): string {
  return `+${env.CHAT_NUMBER_PE || DEFAULT_CHAT_NUMBER_PE}`;
}

/** The account's phone as the API stores it ('+51 912 345 678') in E.164; null when it has none. */
export function e164(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/[^\d]/g, '') ?? '';
  return phone?.trim().startsWith('+') && /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
}

export function sendWhatsApp(message: {
  to: string;
  template: string;
  parameters: string[];
  event: string;
  childId: number;
}) {
  const from = businessNumber();
  const body = {
    messaging_product: 'whatsapp',
    to: message.to.slice(1),
    type: 'template',
    template: {
      name: message.template,
      language: { code: 'es' },
      components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
  return db.outboxMessage.create({
    id: `wa_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    from,
    to: message.to,
    template: message.template,
    parameters: JSON.stringify(message.parameters),
    body: JSON.stringify(body),
    event: message.event,
    childId: message.childId,
    createdAt: new Date().toISOString(),
  });
}
