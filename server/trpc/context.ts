/** What every procedure knows about the request: the signed-in user (from the session) and the time zone. */
import type { Auth } from '../auth/auth';
import type { PaymentState, PurchaseContext } from '../vacation-purchase/types';

export interface Context {
  auth: Auth | null;
  /** IANA zone used to show dates and hours (spec §9: times in the user's time zone). */
  timeZone: string;
  /** The visitor's IP, for the user-location source (currency of a signed-out visitor). */
  clientIp?: string | null;
  /** The vacation purchase in progress, from the session: amounts are read here, never from input. */
  vacationPurchase?: { purchase: PurchaseContext | null; payment: PaymentState | null };
  /** 'http' for /api/trpc; payment steps only run from route actions, which persist their result. */
  transport?: 'caller' | 'http';
}

export const DEFAULT_TIME_ZONE = 'America/Lima';
