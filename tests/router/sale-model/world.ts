/**
 * The world a sequence of the money model acts on (not a test file): three fixture families that
 * share one seat scope, what each opened (pedidos, vacation purchases) and every offer it was ever
 * shown — a stale tab keeps its copy and may still send it.
 */
import type { PaymentState } from '../../../server/vacation-purchase/types';
import type { IntentPaymentView } from '../../../server/invoice-checkout/views';
import type { CardPaymentView } from '../../../server/sales/card-view';
import type { createCaller } from '../../../server/trpc/root';
import type { Context } from '../../../server/trpc/context';

export type Caller = ReturnType<typeof createCaller>;

export interface Pedido {
  invoiceId: number;
  cards: CardPaymentView[];
  intents: IntentPaymentView[];
  cashCodes: string[];
}

export interface VacationSale {
  payment: PaymentState;
  /** The caller the /enrollment action builds with this session's purchase and payment. */
  step: Caller;
}

export interface Family {
  email: string;
  currency: 'PEN' | 'USD';
  caller: Caller;
  context: Context;
  /** What each of its children may buy, as `/pagar` names it. */
  products: { childId: number; ref: ProductRef; named?: boolean }[];
  /** Vacation programs (as `vacation.prepare` takes them) and the child each is for. */
  programs: {
    choice: { ageRange: '8_to_11' | '12_plus' | '5_to_7'; programId: string; groupId: string };
    childId: number;
  }[];
  pedidos: Pedido[];
  vacations: VacationSale[];
}

export type ProductRef =
  | { type: 'course'; course: string }
  | { type: 'path-course'; path: string; course: string }
  | { type: 'path'; path: string };

/** Each family's discount codes: the plain, the path-only, the once-per-family, the one-brand. */
export const CODES = {
  PEN: ['BIENVENIDA10', 'RUTA15', 'AMIGOS15', 'MASTERCARD20'],
  USD: ['WELCOME10', 'PATH15', 'FRIENDS15', 'MCPROMO20'],
} as const;

/** The once-per-family codes among them (fixtures/discount-codes.ts). */
export const ONCE_PER_FAMILY = new Set(['AMIGOS15', 'FRIENDS15']);

export const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];
