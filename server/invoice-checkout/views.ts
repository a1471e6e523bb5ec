/** The checkout pages' view models: every text and amount ready to print; the browser never prices. */
import type { z } from 'zod';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { LocalPaymentMethod } from '../upstream/schemas/invoices';
import type { ProductRefSchema } from '../validation/checkout';
import type { intentView } from '../sales/intent';
import type { localPaymentView, toInvoiceView } from './invoice-view';
import type { saleRow } from './purchase-rows';

/** `?curso=`, `?ruta=&curso=` (next course of a path), `?ruta=`. */
export type ProductRef = z.infer<typeof ProductRefSchema>;

export interface CheckoutChildOption {
  id: number;
  firstName: string;
  unavailable: string | null;
  purchaseHref: null;
  /** Refused for another age: the child's own range, so the page can show courses for it. */
  ownAgeRange?: AgeRangeName;
}

export type LocalPaymentView = ReturnType<typeof localPaymentView>;

export type InvoiceView = ReturnType<typeof toInvoiceView>;

type SaleRow = ReturnType<typeof saleRow>;
/** A row built without its refund parts has none to show. */
export type PurchaseRowView = Omit<SaleRow, 'refundHref' | 'creditNote'> &
  Partial<Pick<SaleRow, 'refundHref' | 'creditNote'>>;

export type IntentPaymentView = ReturnType<typeof intentView>;

/**
 * What the page gets of a dollar intent: never what confirms it, before the terms (decision 032),
 * nor an absolute return (a GET does not say which host the parent is on).
 */
export type IntentStepView = Omit<IntentPaymentView, 'clientSecret' | 'hostedUrl' | 'returnUrl'>;

/** The step where the parent accepts the terms before a cash or transfer code is made. */
export interface LocalStepView {
  method: LocalPaymentMethod;
  label: string;
  amountText: string;
  /** The step's own address: a refusal answers there, with the step open. */
  href: string;
}
