/** The provider's tokenisation, shared by its embedded form script and its hosted form. */
import { randomUUID } from 'node:crypto';
import { db } from '../db';
import {
  outcomeFor,
  paidWith,
  validateCard,
  type CardErrors,
  type CardInput,
  type CardOutcome,
} from './cards';

export type TokenizeResult =
  | { ok: true; transactionToken: string; brand: string }
  | { ok: false; fieldErrors: CardErrors }
  | { ok: false; providerError: string };

export function tokenizeCard(sessionKey: string, card: CardInput): TokenizeResult {
  const session = db.providerSession.findFirst({ where: { sessionKey: { equals: sessionKey } } });
  if (!session) return { ok: false, providerError: 'Sesión de pago inválida o vencida' };
  const fieldErrors = validateCard(card);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const outcome = outcomeFor(card.number);
  if (outcome.kind === 'provider-error')
    return { ok: false, providerError: 'No se pudo generar el token de transacción' };
  const token = createTransactionToken(sessionKey, paidWith(card.number), outcome);
  return { ok: true, transactionToken: token.id, brand: token.brand };
}

/** What the merchant's authorization charges: a card's token, or a wallet's approved payment. */
export function createTransactionToken(
  sessionKey: string,
  shown: { card: string; brand: string },
  outcome: CardOutcome,
) {
  return db.transactionToken.create({
    id: `tt_${randomUUID().replace(/-/g, '')}`,
    sessionKey,
    ...shown,
    outcome: JSON.stringify(outcome),
    used: false,
  });
}
