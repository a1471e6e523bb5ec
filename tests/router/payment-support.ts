/** Builders for the payment router tests (not a test file): a signed-in checkout, provider tokens, lookups. */
import { TRPCError } from '@trpc/server';
import { http } from 'msw';
import { brandOf, tokenizeCard } from '../../mocks/card-provider/cards';
import { MOCK_API_URL } from '../../mocks/config';
import { db } from '../../mocks/db';
import { mockServer } from '../../mocks/node';
import type { PaymentState } from '../../server/vacation-purchase/types';
import type { ApprovedPayment, SalePayment } from '../../server/sales/payment';
import { vacationSale } from '../../server/sales/sale-ref';
import { readOffer } from '../../server/sales/ledger';
import type { AgeRangeName } from '../../server/upstream/schemas/content';
import type { Context } from '../../server/trpc/context';
import type { ReceiptFieldsInput } from '../../server/validation/vacation-receipt';
import { createCaller } from '../../server/trpc/root';
import { signedInCaller } from '../support/caller';

export const ROBLOX = { ageRange: '8_to_11', programId: 'vac-8_to_11-1', groupId: 'vg-8-1-1' } as const;
export const PACK = { ageRange: '8_to_11', programId: 'vac-8_to_11-2', groupId: 'vg-8-2-1' } as const;
export const PYTHON = { ageRange: '12_plus', programId: 'vac-12_plus-1', groupId: 'vg-12-1-1' } as const;

/** Who a parent buys for (fixtures/children.ts): padre@'s Sofía (8 to 11) and Diego (5 to 7), mama.mx@'s Emiliano (12+). */
export const SOFIA = { childId: 501 } as const;
export const DIEGO = { childId: 502 } as const;
export const EMILIANO = { childId: 503 } as const;

export const CARDS = {
  visa: '4919148107859067',
  mastercard: '5160030000000317',
  amex: '371449635398431',
  deny180: '4000000000000002',
  deny116: '4000000000009995',
  deny101: '4000000000000069',
} as const;

export type Choice = { ageRange: AgeRangeName; programId: string; groupId: string };

/** 'Comprobante de pago' naming its buyer (DNI 45678912): valid at any price, such as the pack's S/ 990. */
export const NAMED_BOLETA = { numeroDocumento: '45678912', nombreComprador: 'Carlos Quispe' } as const;

/** A signed-in user who prepared a purchase; `checkoutCaller(payment)` is the route action's caller. */
export async function checkoutSession(email = 'padre@example.com', choice: Choice = ROBLOX) {
  const { caller, context } = await signedInCaller(email);
  const purchase = await caller.vacation.prepare(choice);
  const checkoutCaller = (payment: PaymentState | null, overrides: Partial<Context> = {}) =>
    createCaller({ ...context, vacationPurchase: { purchase, payment }, transport: 'caller', ...overrides });
  return { context, purchase, checkoutCaller };
}

/** checkoutSession + purchases.start, for Sofía unless told otherwise (`{}`: a student buying for themselves). */
export async function startedPayment(
  email = 'padre@example.com',
  choice: Choice = ROBLOX,
  start: { childId?: number; receipt?: ReceiptFieldsInput } = SOFIA,
) {
  const session = await checkoutSession(email, choice);
  const payment = await session.checkoutCaller(null).purchases.start(start);
  return { ...session, payment };
}

type Caller = ReturnType<typeof createCaller>;

/**
 * What the /enrollment action does on 'PAGAR': the one charge (cardProvider.authorize), which runs
 * the enrollments and the purchase update once approved.
 */
export async function chargeAndEnroll(
  caller: Caller,
  input: { purchaseNumber: string; transactionToken: string },
): Promise<SalePayment> {
  return caller.cardProvider.authorize({ sale: vacationSale(input.purchaseNumber), ...input });
}

/** What the provider's browser form hands back for a card typed into it. */
export function transactionToken(sessionKey: string, number: string): string {
  const cvc = brandOf(number) === 'amex' ? '1234' : '123';
  const result = tokenizeCard(sessionKey, { name: 'CARLOS QUISPE', number, expiry: '12/29', cvc });
  if (!result.ok) throw new Error(`tokenisation failed: ${JSON.stringify(result)}`);
  return result.transactionToken;
}

export type Approved = ApprovedPayment;

export function approved(outcome: SalePayment): Approved {
  if (outcome.status !== 'approved') throw new Error(`expected an approval, got ${JSON.stringify(outcome)}`);
  return outcome;
}

export const enrollmentsOf = (purchaseNumber: string) =>
  db.enrollment.findMany({ where: { purchase: { equals: purchaseNumber } } });
export const authorizationsOf = (purchaseNumber: string) =>
  db.authorization.findMany({ where: { purchaseNumber: { equals: purchaseNumber } } });
export const purchaseRow = (id: string) => db.purchase.findFirst({ where: { id: { equals: id } } });

/** The TRPCError a call rejects with. */
export async function trpcFailure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (error instanceof TRPCError) return error;
  throw new Error(`expected a TRPCError, got ${String(error)}`);
}

/** Counts the enrollment POSTs from now on, letting the mock answer as usual. */
export function recordEnrollmentPosts() {
  const posted: string[] = [];
  mockServer.use(
    http.post(`${MOCK_API_URL}/api/enrollments/`, ({ request }) => {
      posted.push(request.url);
      return undefined;
    }),
  );
  return posted;
}

/** The card offer the vacation purchase's start opened (server/sales/ledger.ts). */
export async function offerOf(payment: PaymentState, ownerId = 101) {
  const offer = await readOffer(vacationSale(payment.purchaseNumber), 'card', ownerId);
  if (!offer) throw new Error(`no card offer for ${payment.purchaseNumber}`);
  return offer;
}
