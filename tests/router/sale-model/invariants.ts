/**
 * The rules of a sale checked after every step of the money model (not a test file), on what the
 * simulated API and its payments ledger hold and on our own records: every paid sale received its
 * total; no refund exceeds what was received; no group above its seats; no once-per-family code
 * used twice; every approval we recorded is a paid (or refunded) sale at the API.
 */
import { courseTakenSeats, DEFAULT_TAKEN, takenSeats } from '../../../fixtures/waitlist';
import { catalogueCourse } from '../../../mocks/catalogue/facts';
import { db } from '../../../mocks/db';
import { moneyViolations, salesLedger } from '../../../mocks/support/sales-ledger';
import { invoiceClaims } from '../../../mocks/waitlist/invoice-claims';
import { FIXTURE_SCOPE, programOf, purchasePaid, scopeOfUser } from '../../../mocks/waitlist/seats';
import { readPayment } from '../../../server/sales/ledger';
import { invoiceSale, vacationSale } from '../../../server/sales/sale-ref';
import { SEATS_PER_CLASS } from '../../../fixtures/waitlist';
import { ONCE_PER_FAMILY, type Family } from './world';

/** The sales this sequence made: the fixtures' own history is not the model's. */
export function saleNumbersOf(families: Family[]): Set<string> {
  const numbers = new Set<string>();
  for (const family of families) {
    for (const pedido of family.pedidos) numbers.add(`PED-${String(pedido.invoiceId).padStart(8, '0')}`);
    for (const vacation of family.vacations) numbers.add(vacation.payment.purchaseNumber);
  }
  return numbers;
}

function moneyRules(families: Family[]): string[] {
  const mine = saleNumbersOf(families);
  return moneyViolations(salesLedger().filter((sale) => mine.has(sale.number)));
}

/** Paid sales of the fixture scope per course group and per program schedule, fixtures' seats added. */
function seatRules(): string[] {
  const found: string[] = [];
  const used = new Map<string, number>();
  const add = (key: string) => used.set(key, (used.get(key) ?? 0) + 1);
  const unassigned = new Map<string, number>();
  for (const invoice of db.invoice.getAll()) {
    if (invoice.status !== 'paid' || scopeOfUser(invoice.userId) !== FIXTURE_SCOPE) continue;
    for (const claim of invoiceClaims(invoice.id)) {
      if (claim.groupId !== null) add(`course|${claim.course}|${claim.groupId}`);
      else if (claim.alone) unassigned.set(claim.course, (unassigned.get(claim.course) ?? 0) + 1);
    }
  }
  for (const [key, count] of used) {
    const [, course, group] = key.split('|');
    const taken = courseTakenSeats[`${course}:${group}`] ?? DEFAULT_TAKEN;
    if (taken + count > SEATS_PER_CLASS)
      found.push(`${course} ${group}: ${taken} + ${count} paid > ${SEATS_PER_CLASS}`);
  }
  for (const [course, count] of unassigned) {
    const free = (catalogueCourse(course)?.groups ?? []).reduce(
      (sum, group) =>
        sum +
        SEATS_PER_CLASS -
        (courseTakenSeats[`${course}:${group.id}`] ?? DEFAULT_TAKEN) -
        (used.get(`course|${course}|${group.id}`) ?? 0),
      0,
    );
    if (count > free) found.push(`${course}: ${count} paid without a group, ${free} seats left`);
  }
  const schedules = new Map<string, number>();
  for (const purchase of db.purchase.getAll()) {
    if (!purchase.programId || !purchase.groupId || !purchasePaid(purchase)) continue;
    if (scopeOfUser(purchase.userId) !== FIXTURE_SCOPE || !programOf(purchase.programId)) continue;
    const key = `${purchase.programId}:${purchase.groupId}`;
    schedules.set(key, (schedules.get(key) ?? 0) + 1);
  }
  for (const [key, count] of schedules) {
    const taken = takenSeats[key] ?? DEFAULT_TAKEN;
    if (taken + count > SEATS_PER_CLASS) found.push(`${key}: ${taken} + ${count} paid > ${SEATS_PER_CLASS}`);
  }
  return found;
}

/**
 * A once-per-family code on at most one open or paid pedido of the family (docs/payments.md, rule
 * 5), the fixtures' earlier use counted; a refunded, denied or expired pedido gives it back.
 */
function codeRules(families: Family[]): string[] {
  const found: string[] = [];
  for (const family of families) {
    const userId = family.context.auth?.user.id;
    for (const code of ONCE_PER_FAMILY) {
      const holding = db.invoice
        .findMany({ where: { userId: { equals: userId ?? -1 }, discountCode: { equals: code } } })
        .filter((invoice) => invoice.status === 'paid' || invoice.status === 'open');
      if (holding.length > 1)
        found.push(`${family.email}: ${code} on ${holding.length} open or paid pedidos`);
    }
  }
  return found;
}

/** Each approval we recorded is a sale the API took as paid (or refunded since). */
async function recordRules(families: Family[]): Promise<string[]> {
  const found: string[] = [];
  for (const family of families) {
    const owner = family.context.auth?.user.id ?? -1;
    for (const pedido of family.pedidos) {
      const recorded = await readPayment(invoiceSale(pedido.invoiceId), owner);
      const status = db.invoice.findFirst({ where: { id: { equals: pedido.invoiceId } } })?.status;
      if (recorded?.status === 'approved' && status !== 'paid' && status !== 'refunded')
        found.push(`PED ${pedido.invoiceId}: approved in our record, ${status} at the API`);
    }
    for (const vacation of family.vacations) {
      const number = vacation.payment.purchaseNumber;
      const recorded = await readPayment(vacationSale(number), owner);
      const purchase = db.purchase.findFirst({ where: { id: { equals: number } } });
      const refunded = db.saleRefund.findFirst({ where: { purchaseId: { equals: number } } });
      if (recorded?.status === 'approved' && purchase && !purchasePaid(purchase) && !refunded)
        found.push(`purchase ${number}: approved in our record, not paid at the API`);
    }
  }
  return found;
}

export async function violations(families: Family[]): Promise<string[]> {
  return [...moneyRules(families), ...seatRules(), ...codeRules(families), ...(await recordRules(families))];
}
