import type { Auth } from '../auth/auth';
import type { PaymentState, PurchaseContext } from '../vacation-purchase/types';

export interface Context {
  auth: Auth | null;
  /** Spec §9: times in the user's time zone. */
  timeZone: string;
  /** For the user-location source (currency of a signed-out visitor). */
  clientIp?: string | null;
  /** From the session: amounts are read here, never from input. */
  vacationPurchase?: { purchase: PurchaseContext | null; payment: PaymentState | null };
  /** Payment steps run only from route actions, which persist their result. */
  transport?: 'caller' | 'http';
}

export const DEFAULT_TIME_ZONE = 'America/Lima';
