/**
 * The mock provider's test cards (README "Tarjetas de prueba"), the checks its forms run, its tokenisation
 * (its embedded form script's and its hosted form's), and the transaction tokens an authorization charges.
 */
import { randomUUID } from 'node:crypto';
import { db } from '../db';

export type CardOutcome =
  | { kind: 'approve' }
  | { kind: 'deny'; actionCode: string; description: string }
  | { kind: 'provider-error' };

const digits = (value: string) => value.replace(/\D/g, '');

const TEST_CARDS: Record<string, CardOutcome> = {
  '4919148107859067': { kind: 'approve' },
  '5160030000000317': { kind: 'approve' },
  '371449635398431': { kind: 'approve' },
  '4000000000000002': { kind: 'deny', actionCode: '180', description: 'Tarjeta inválida' },
  '4000000000009995': { kind: 'deny', actionCode: '116', description: 'Fondos insuficientes' },
  '4000000000000069': { kind: 'deny', actionCode: '101', description: 'Tarjeta vencida' },
  '4000000000000119': { kind: 'provider-error' },
};

/** Any other valid number is approved, as on a provider's test environment. */
export function outcomeFor(number: string): CardOutcome {
  return TEST_CARDS[digits(number)] ?? { kind: 'approve' };
}

export function luhnValid(number: string): boolean {
  const value = digits(number);
  if (value.length < 13 || value.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  const value = digits(number);
  if (/^4/.test(value)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(value)) return 'mastercard';
  if (/^3[47]/.test(value)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(value)) return 'dinersclub';
  return 'desconocida';
}

export function maskCard(number: string): string {
  const value = digits(number);
  return `${value.slice(0, 6)}${'*'.repeat(Math.max(value.length - 10, 0))}${value.slice(-4)}`;
}

/** How a provider's records show the card that paid: masked, and its brand. */
export const paidWith = (number: string) => ({ card: maskCard(number), brand: brandOf(number) });

export const CARD_FIELDS = ['name', 'number', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardInput = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

const REQUIRED = 'Este campo es obligatorio';

/** The spec's card form screen names the security code 'CVC' ("expiry MM/AA, CVC, PAY"). */
export const CVC_LABEL = 'CVC';

/** `cvcLabel`: the field's name on its provider's form ('CVV' on the soles one, CVC_LABEL on the global). */
export function validateCard(input: CardInput, now = new Date(), cvcLabel = 'CVV'): CardErrors {
  const errors: CardErrors = {};
  if (!input.name.trim()) errors.name = REQUIRED;
  if (!digits(input.number)) errors.number = REQUIRED;
  else if (!luhnValid(input.number)) errors.number = 'Número de tarjeta inválido';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  if (!input.expiry.trim()) errors.expiry = REQUIRED;
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'Usa el formato MM/AA';
  else {
    const endOfMonth = new Date(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now) errors.expiry = 'La tarjeta está vencida';
  }
  const cvcLength = brandOf(input.number) === 'amex' ? 4 : 3;
  if (!input.cvc.trim()) errors.cvc = REQUIRED;
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim()))
    errors.cvc = `El ${cvcLabel} tiene ${cvcLength} dígitos`;
  return errors;
}

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
