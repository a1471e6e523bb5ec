/**
 * Numbers of new pedidos and vacation purchases (issue 74). In mock mode the simulated database
 * lives in memory while the app's store (./.data) survives a restart: numbers counted from a fixed
 * start were given again after every restart, and a family's new pedido read another family's
 * payment record. Each new number is at least the clock's value — seconds since EPOCH above a
 * floor — and above every number given before in this process, so a restart starts above the
 * previous run's numbers unless that run gave more than one number per second on average.
 */
import { db } from './index';

/** The clock's zero: the month the simulator began numbering this way. */
export const EPOCH_MS = Date.UTC(2026, 10, 1);

/** Pedidos: `PED-` and 8 digits, above the fixtures' pedidos (88102, 88302). */
export const INVOICE_ID_FLOOR = 100_000;
export const INVOICE_ID_CEILING = 99_999_999;

/** Vacation purchases: the card provider's purchase number, 10 digits. */
export const PURCHASE_ID_FLOOR = 1_027_000_000;

const secondsSinceEpoch = (now: number) => Math.max(0, Math.floor((now - EPOCH_MS) / 1000));

let lastInvoiceId = 0;
let lastPurchaseId = 0;

/** Above the clock's value, every pedido held, and every number given before (a reseed included). */
export function nextInvoiceId(now = Date.now()): number {
  const clock = Math.min(INVOICE_ID_FLOOR + secondsSinceEpoch(now), INVOICE_ID_CEILING - 1_000_000);
  const held = Math.max(0, ...db.invoice.getAll().map((invoice) => invoice.id));
  lastInvoiceId = Math.max(clock, held + 1, lastInvoiceId + 1);
  return lastInvoiceId;
}

export function nextPurchaseId(now = Date.now()): string {
  const clock = PURCHASE_ID_FLOOR + secondsSinceEpoch(now);
  const held = Math.max(0, ...db.purchase.getAll().map((purchase) => Number(purchase.id)));
  lastPurchaseId = Math.max(clock, held + 1, lastPurchaseId + 1);
  return String(lastPurchaseId);
}

/**
 * A child's new course enrolment: above every enrolment and every enrolment group held, since a
 * refund deletes an enrolment but not its group (whose id is the enrolment's), and a number given
 * again failed on that group's key.
 */
export function nextCourseEnrolmentId(floor: number): number {
  const held = [
    ...db.courseEnrolment.getAll().map((enrolment) => enrolment.id),
    ...db.enrolmentGroup.getAll().map((group) => group.id),
  ];
  return Math.max(floor, ...held) + 1;
}
