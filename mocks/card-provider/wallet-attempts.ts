/**
 * Wrong Yape and Plin approval codes (issue 74): at most 3 per payment (its card session) and 5 per
 * phone in an hour. Past either, the payment's wallet step is closed — further approvals and QRs on
 * its session are refused `attempts_exceeded`, and the app opens a new payment offer — and the
 * phone's approvals are refused on any payment until its hour has passed. Before this, 200 wrong
 * codes on one payment and one phone were answered, then the right one paid.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../db';

export const WRONG_CODES_PER_PAYMENT = 3;
export const WRONG_CODES_PER_PHONE = 5;
export const PHONE_WINDOW_MS = 60 * 60_000;

export const ATTEMPTS_EXCEEDED = 'attempts_exceeded' as const;
export const ATTEMPTS_EXCEEDED_DETAIL =
  'Se superó el número de intentos con código de aprobación para este pago. Vuelve a abrir el pago o paga con tarjeta. No se realizó ningún cobro.';

const wrongOfPhone = (phone: string, now: Date) =>
  db.walletWrongCode
    .findMany({ where: { phone: { equals: phone } } })
    .filter((row) => Date.parse(row.createdAt) > now.getTime() - PHONE_WINDOW_MS).length;

export const sessionClosed = (sessionKey: string) =>
  db.walletClosedSession.findFirst({ where: { sessionKey: { equals: sessionKey } } }) !== null;

/** Whether an approval on this session with this phone is refused before its code is read. */
export const walletClosed = (sessionKey: string, phone: string, now: Date) =>
  sessionClosed(sessionKey) || wrongOfPhone(phone, now) >= WRONG_CODES_PER_PHONE;

/** Counts a wrong code; the payment's wallet step closes at either limit. */
export function noteWrongCode(sessionKey: string, purchaseNumber: string, phone: string, now: Date) {
  db.walletWrongCode.create({
    id: `wc_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    sessionKey,
    purchaseNumber,
    phone,
    createdAt: now.toISOString(),
  });
  const ofPayment = db.walletWrongCode.findMany({ where: { sessionKey: { equals: sessionKey } } }).length;
  if (
    (ofPayment >= WRONG_CODES_PER_PAYMENT || wrongOfPhone(phone, now) >= WRONG_CODES_PER_PHONE) &&
    !sessionClosed(sessionKey)
  )
    db.walletClosedSession.create({ sessionKey, closedAt: now.toISOString() });
}
