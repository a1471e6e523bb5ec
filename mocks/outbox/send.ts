/** One row of the simulated API's outbox (/__mocks/correos); its links point back at the site. */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import type { OutboxKind } from '../db/checkout-models';

/** The site the API links to: PUBLIC_URL, as a real API is configured with the site's address. */
export function siteLink(path: string): string {
  const origin = process.env.PUBLIC_URL
    ? new URL(process.env.PUBLIC_URL).origin
    : `http://localhost:${process.env.PORT || 3000}`;
  return new URL(path, origin).href;
}

export interface OutgoingEmail {
  kind: OutboxKind;
  to: string;
  subject: string;
  lines: string[];
  invoiceId?: number | null;
  purchaseId?: string | null;
}

export function sendEmail(email: OutgoingEmail) {
  return db.outboxEmail.create({
    id: `em_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    invoiceId: email.invoiceId ?? null,
    purchaseId: email.purchaseId ?? null,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    text: email.lines.join('\n'),
    createdAt: new Date().toISOString(),
  });
}

export const CLOSING = ['', 'Gracias por confiar en Kodea.'];
