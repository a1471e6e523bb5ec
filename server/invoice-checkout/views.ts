/**
 * What the checkout pages show (issue 16, decision 030): the view models the `invoices` router
 * answers and the route components render. Every text and amount is ready to print (money as
 * `formatMoney` writes it, dates in the parent's zone); the browser never computes a price.
 */
import type { LocalPaymentMethod } from '../upstream/schemas/invoices';

/** A product as `/pagar` names it: `?curso=`, `?ruta=&curso=` (next course of a path), `?ruta=`. */
export type ProductRef =
  | { type: 'course'; course: string }
  | { type: 'path-course'; path: string; course: string }
  | { type: 'path'; path: string };

/** One child a parent can pick on `/pagar` (disabled ones say why, as on /enrollment). */
export interface CheckoutChildOption {
  id: number;
  firstName: string;
  disabledReason: string | null;
}

/** `invoices.product`: what `/pagar` shows before an invoice exists. */
export interface ProductView {
  ref: ProductRef;
  /** 'Curso de Videojuegos con Roblox', 'Ruta Creadores de Videojuegos (ruta completa)'. */
  title: string;
  /** '2 meses · 16 sesiones'. */
  detail: string;
  image: string | null;
  /** The list price for the buyer's currency, as the catalogue shows it; the invoice decides. */
  price: string;
  /** Groups a course can be bought for ('Grupo Sábados 10:00 a. m.'); empty: assigned later. */
  groups: { id: string; label: string }[];
  /** Null for a buyer who is not a parent (only parents buy online for a child). */
  children: CheckoutChildOption[] | null;
  /** Where 'Volver' goes: the product page. */
  backHref: string;
}

export type InvoiceStatusLabel = 'pendiente de pago' | 'pagado' | 'vencido' | 'anulado' | 'denegado';

export interface LocalPaymentView {
  code: string;
  /** 'Pago en agentes y bodegas', 'Transferencia bancaria', 'Pago en tiendas de conveniencia'. */
  methodLabel: string;
  amount: string;
  /** 'vence el lunes 23 de noviembre de 2026, 10:00 p. m. (hora de Perú)'. */
  expires: string;
  instructions: string[];
  status: 'pending' | 'paid' | 'expired';
}

/** A payment way offered for this invoice (by currency and country). */
export type PaymentMethodView =
  | { kind: 'card-soles'; label: string }
  | { kind: 'card-dollars'; label: string }
  | { kind: 'local'; method: LocalPaymentMethod; label: string };

/** Spec §8 result screens, with the order data. */
export type CheckoutResultView =
  | {
      status: 'approved';
      title: string;
      orderNumber: string;
      payerName: string;
      dateTime: string;
      amount: string;
      currency: string;
      card: string | null;
      brand: string | null;
      description: string;
      /** A follow-up step (done, receipt) still pending: retried, never charged again. */
      followUpPending: boolean;
    }
  | { status: 'denied'; title: string; orderNumber: string; dateTime: string; message: string };

/** `invoices.byId`: the invoice page `/dashboard/compras/{id}`. */
export interface InvoiceView {
  id: number;
  number: string;
  statusLabel: InvoiceStatusLabel;
  payable: boolean;
  child: { id: number; firstName: string };
  items: { name: string; detail: string; amount: string }[];
  subtotal: string;
  discount: string | null;
  total: string;
  currency: 'PEN' | 'USD';
  /**
   * The applied code and what it does; a card-brand promotion's total holds 'Solo pagando con
   * Mastercard' (`brandCondition`), and `brandNote` says why only that card is offered (decision 070).
   */
  code: { code: string; description: string; brandCondition: string | null; brandNote: string | null } | null;
  /** A referral the upstream applied (decision 035): its line and the amount it took off. */
  referral?: { code: string; inviterFirstName: string; description: string; amount: string } | null;
  methods: PaymentMethodView[];
  localPayment: LocalPaymentView | null;
  result: CheckoutResultView | null;
  createdAt: string;
  receiptAvailable: boolean;
  /**
   * Denied or expired: `/pagar` for the same product and child, which opens a new invoice
   * (decision 030: a refused or expired invoice is never paid again).
   */
  payAgainHref: string | null;
}

/** One row of "Mis compras" (`invoices.list`): invoices and vacation purchases, newest first. */
export interface PurchaseRowView {
  kind: 'invoice' | 'vacation';
  id: string;
  number: string;
  childName: string | null;
  items: string;
  amount: string;
  currency: 'PEN' | 'USD';
  method: string | null;
  statusLabel: InvoiceStatusLabel;
  date: string;
  /** The invoice page; null for a vacation purchase. */
  href: string | null;
  receiptHref: string | null;
  localPayment: LocalPaymentView | null;
}

/**
 * The card provider's step (spec §4): `invoices.startCard` for a soles invoice (the invoice number
 * as the provider's purchase number), and the vacation purchase's step on /enrollment.
 */
export interface CardPaymentView {
  purchaseNumber: string;
  amount: number;
  amountText: string;
  currency: string;
  merchantId: string;
  sessionKey: string;
  scriptUrl: string;
  payer: { firstName: string; lastName: string; email: string };
  childName: string | null;
  /** 'Solo pagando con Mastercard': the amount holds only for a card of a promotion's brand (decision 070). */
  brandCondition?: string | null;
}

/** `invoices.startIntent`: what the global provider's embedded form (or hosted checkout) confirms. */
export interface IntentPaymentView {
  intentId: string;
  clientSecret: string;
  amountText: string;
  publishableKey: string;
  scriptUrl: string;
  /** 'Solo pagando con Mastercard' for a brand promotion (decision 070), else null. */
  brandCondition: string | null;
  /** The global provider's hosted checkout (JavaScript off), already carrying the return address. */
  hostedUrl: string;
  /** Where the browser goes after confirming: `/dashboard/compras/{id}/retorno`. */
  returnUrl: string;
}

/** `invoices.receipt`: what the PDF receipt prints (paid invoices and vacation purchases only). */
export interface ReceiptView {
  number: string;
  issuedAt: string;
  payerName: string;
  payerEmail: string;
  childName: string | null;
  items: { name: string; detail: string; amount: string }[];
  subtotal: string;
  discount: string | null;
  total: string;
  method: string;
  reference: string;
  paidAt: string;
}
