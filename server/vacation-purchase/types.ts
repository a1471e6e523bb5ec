import type { Currency } from '@kernel/money';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { ReceiptBuyer } from '../upstream/schemas/electronic-receipts';
import type { SalePayment } from '../sales/payment';

export type { Currency };

export interface PurchaseChild {
  id: number;
  firstName: string;
}

/** Spec §3: computed on the server from the campaign data, never from the browser. */
export interface PurchaseContext {
  program_id: string;
  age_range: AgeRangeName;
  name_product: string;
  price: number;
  before_price: number | null;
  exist_discount: boolean;
  discount_off: number;
  currencyCode: Currency;
  duration: string;
  id_group: string;
  schedule: string;
  days_start: string;
  start_date: string;
  courses_in_path: string[];
  number_course: number;
  firstCourse: string | null;
  secondCourse: string | null;
  isArrayGroup: boolean;
  array_group: { course: string; group: string }[];
  /** Spanish day names and Lima start hours. */
  frequency: { day_name: string; time_start: string }[];
  isFullPath: boolean;
  isSubscription: boolean;
  type_purchase: 'vacaciones';
  guardian_country: string;
  guardian_city: string | null;
}

export interface PaymentState {
  purchaseNumber: string;
  merchantId: string;
  amount: number;
  currency: Currency;
  sessionKey: string;
  /** Set when the terms were accepted on the server-rendered step (JavaScript off). */
  termsAccepted: boolean;
  /** The sale's recorded payment (server/sales/ledger.ts), once charged. */
  outcome: SalePayment | null;
  /** Null for a student. */
  child: PurchaseChild | null;
  /** Who the receipt is for, as sent with the purchase (issue 55); null: Mexico, none. */
  receiptBuyer?: ReceiptBuyer | null;
}

export interface SubscriptionState {
  subscriptionId: string;
  clientSecret: string;
  amount: number;
  currency: Currency;
  /** Until then the page never receives the client secret: nothing is confirmed without consent. */
  termsAcceptedAt?: string;
}
