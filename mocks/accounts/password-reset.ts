/**
 * The API's side of password recovery (decision 081): a random one-time token, only its hash
 * stored, valid for 30 minutes and once; the e-mail goes to the outbox (/__mocks/correos).
 */
import { createHash, randomBytes } from 'node:crypto';
import { db, type UserRecord } from '../db';
import { sendEmail, siteLink } from '../outbox/send';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function sendResetEmail(user: UserRecord, link: string) {
  sendEmail({
    kind: 'password-reset',
    to: user.email,
    subject: 'Kodea · Crea una nueva contraseña',
    lines: [
      `Hola, ${user.firstName}:`,
      '',
      'Recibimos una solicitud para crear una nueva contraseña para tu cuenta de Kodea.',
      `Crea tu nueva contraseña aquí: ${link}`,
      '',
      'El enlace vale 30 minutos y se puede usar una sola vez.',
      'Si no pediste este cambio, ignora este correo: tu contraseña sigue siendo la misma.',
    ],
  });
}

/** Said after every reset (issue 76 point 7): a change the owner did not make is noticed. */
function sendChangedEmail(user: UserRecord) {
  sendEmail({
    kind: 'password-changed',
    to: user.email,
    subject: 'Kodea · Tu contraseña cambió',
    lines: [
      `Hola, ${user.firstName}:`,
      '',
      'Tu contraseña de Kodea cambió y cerramos la sesión en todos tus dispositivos.',
      `Si no fuiste tú, pide una nueva contraseña aquí y escríbenos: ${siteLink('/recuperar-contrasena')}`,
    ],
  });
}

/** Nothing tells the caller whether `email` has an account. */
export function issueResetLink(email: string, resetUrl: string, now = Date.now()): void {
  const user = db.user.findFirst({ where: { email: { equals: email } } });
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  db.passwordResetToken.create({
    id: hashOf(token),
    userId: user.id,
    expiresAt: now + RESET_TOKEN_TTL_MS,
    usedAt: null,
  });
  sendResetEmail(user, `${resetUrl}${token}`);
}

/** Unknown, expired or used: null. */
export function liveToken(token: string, now = Date.now()) {
  const record = db.passwordResetToken.findFirst({ where: { id: { equals: hashOf(token) } } });
  if (!record || record.usedAt !== null || record.expiresAt <= now) return null;
  return record;
}

/** Spends the token and every other link of the account; the new password replaces the old one. */
export function consumeResetToken(token: string, password: string, now = Date.now()): number | null {
  const record = liveToken(token, now);
  if (!record) return null;
  for (const link of db.passwordResetToken.findMany({ where: { userId: { equals: record.userId } } }))
    if (link.usedAt === null)
      db.passwordResetToken.update({ where: { id: { equals: link.id } }, data: { usedAt: now } });
  const user = db.user.update({ where: { id: { equals: record.userId } }, data: { password } });
  if (user) sendChangedEmail(user);
  return record.userId;
}
