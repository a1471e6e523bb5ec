/** Builders for the invoices router tests (not a test file): parents' callers, products, a started invoice. */
import type { SalePayment } from '../../server/sales/payment';
import { paymentResultView } from '../../server/sales/result-view';
import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import { createCaller } from '../../server/trpc/root';
import type { Context } from '../../server/trpc/context';
import { expectedOutcome, type Outcome } from '../../server/trpc/outcomes';
import { signedInCaller } from '../support/caller';

export const ROBLOX_COURSE = { type: 'course', course: 'curso-de-videojuegos-con-roblox' } as const;
export const MINECRAFT_IN_PATH = {
  type: 'path-course',
  path: 'ruta-creadores-de-videojuegos',
  course: 'curso-de-minecraft-education-code-builder',
} as const;
export const GAMES_PATH = { type: 'path', path: 'ruta-creadores-de-videojuegos' } as const;
export const PYTHON_COURSE = { type: 'course', course: 'curso-de-python-para-jovenes' } as const;
export const WEB_PATH = { type: 'path', path: 'ruta-desarrolladores-web' } as const;

/** padre@ (Peru, soles): Sofía 501 (8 to 11), Diego 502 (5 to 7); mama.mx@ (Mexico, dollars): Emiliano 503 (12+). */
export const SOFIA = 501;
export const DIEGO = 502;
export const EMILIANO = 503;

export const ORIGIN = 'http://localhost:3122';

/** A signed-in user's caller as a loader or action builds it. */
export async function accountCaller(email = 'padre@example.com', overrides: Partial<Context> = {}) {
  const { context } = await signedInCaller(email);
  const full: Context = { ...context, transport: 'caller', ...overrides };
  return { caller: createCaller(full), context: full };
}

/**
 * Issue 75: a family abroad gets a Peruvian boleta too, which above S/ 700 (in dollars, at the
 * day's rate) names its buyer: by passport, as 'Elige cómo pagar' asks before any payment starts.
 */
export const PASSPORT_BOLETA = {
  kind: 'boleta',
  document_type: 'PASAPORTE',
  document_number: 'G12345678',
  name: 'Mariana López Hernández',
  address: null,
} as const;

type InvoiceCaller = Awaited<ReturnType<typeof accountCaller>>['caller'];

/** Saves the family's passport as the pedido's buyer, as 'Elige cómo pagar' does before paying. */
export async function namedByPassport(caller: InvoiceCaller, invoiceId: number): Promise<number> {
  await caller.invoices.setReceiptBuyer({ invoiceId, buyer: PASSPORT_BOLETA });
  return invoiceId;
}

/** The outcome a call is refused with (fails the test when it resolves or fails otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<Outcome> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a refusal, got ${String(error)}`);
  const outcome = expectedOutcome(error);
  expect(outcome, `${error.code} ${error.message}`).not.toBeNull();
  if (!outcome) throw error;
  return outcome;
}

/** The result screen of a recorded payment, as the pages print it (Lima time). */
export const resultOf = (payment: SalePayment) => paymentResultView(payment, 'America/Lima');
