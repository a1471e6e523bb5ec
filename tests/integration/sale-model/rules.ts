/**
 * The rules of a sale over HTTP (not a test file), asserted after every step of the two-instance
 * model on what the simulated API holds for each family of the sequence: its payments ledger
 * (`/__mocks/payments.json?cuenta=…` with the support token: per sale, received and refunded) and
 * its pedidos as the API answers them to the family's own token. Every paid sale kept its total and
 * no refund went above what was received (`moneyViolations`, the simulator's own statement of
 * them); no group above its seats; no once-per-family code on two paid pedidos. Alias accounts
 * count seats in a scope of their own (mocks/waitlist/seats.ts): each family is checked alone.
 */
import { courseTakenSeats, DEFAULT_TAKEN, SEATS_PER_CLASS, takenSeats } from '../../../fixtures/waitlist';
import { catalogueCourse } from '../../../mocks/catalogue/facts';
import { moneyViolations, type SaleLedger } from '../../../mocks/support/sales-ledger';
import { claimsOf } from '../../../mocks/waitlist/invoice-claims';
import type { InvoiceItemRef } from '../../../server/upstream/schemas/invoices';
import { ONCE_PER_FAMILY } from '../../router/sale-model/world';
import { sendRaw } from '../harness/http-request';
import type { RunningUpstream } from '../harness/upstream';
import { familiesOf, type Family, type World } from './world';

export interface ApiInvoice {
  number: string;
  status: string;
  items: InvoiceItemRef[];
  enrolments: { course: string; learning_path: string | null; group_id: string | null }[];
  discount_code: { code: string } | null;
}

interface LedgerPurchase {
  id: string;
  programId: string | null;
  groupId: string | null;
}

export interface FamilyRecords {
  family: Family;
  sales: SaleLedger[];
  purchases: LedgerPurchase[];
  invoices: ApiInvoice[];
}

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const answer = await sendRaw({ url, method: 'GET', headers, body: { kind: 'none' } });
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body);
}

export async function readFamily(upstream: RunningUpstream, family: Family): Promise<FamilyRecords> {
  const [ledger, api] = await Promise.all([
    getJson(`${upstream.origin}/__mocks/payments.json?cuenta=${encodeURIComponent(family.email)}`, {
      'x-mock-support-token': upstream.supportToken,
    }),
    getJson(`${upstream.origin}/_upstream/api/api/invoices/`, { authorization: `Bearer ${family.apiToken}` }),
  ]);
  const { sales, purchases } = ledger as { sales: SaleLedger[]; purchases: LedgerPurchase[] };
  return { family, sales, purchases, invoices: (api as { data: ApiInvoice[] }).data };
}

function seatRules({ family, sales, purchases, invoices }: FamilyRecords): string[] {
  const found: string[] = [];
  const used = new Map<string, number>();
  const unassigned = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const invoice of invoices.filter((paid) => paid.status === 'paid'))
    for (const claim of claimsOf(invoice.items, invoice.enrolments)) {
      if (claim.groupId !== null) add(used, `${claim.course}:${claim.groupId}`);
      else if (claim.alone) add(unassigned, claim.course);
    }
  const taken = (key: string) => courseTakenSeats[key] ?? DEFAULT_TAKEN;
  for (const [key, count] of used)
    if (taken(key) + count > SEATS_PER_CLASS)
      found.push(`${family.email} ${key}: ${taken(key)} + ${count} paid > ${SEATS_PER_CLASS}`);
  for (const [course, count] of unassigned) {
    const free = (catalogueCourse(course)?.groups ?? []).reduce((sum, group) => {
      const key = `${course}:${group.id}`;
      return sum + SEATS_PER_CLASS - taken(key) - (used.get(key) ?? 0);
    }, 0);
    if (count > free)
      found.push(`${family.email} ${course}: ${count} paid without a group, ${free} seats left`);
  }
  const paidPurchases = new Set(sales.filter((sale) => sale.status === 'paid').map((sale) => sale.number));
  const schedules = new Map<string, number>();
  for (const purchase of purchases)
    if (purchase.programId && purchase.groupId && paidPurchases.has(purchase.id))
      add(schedules, `${purchase.programId}:${purchase.groupId}`);
  for (const [key, count] of schedules) {
    const before = takenSeats[key] ?? DEFAULT_TAKEN;
    if (before + count > SEATS_PER_CLASS)
      found.push(`${family.email} ${key}: ${before} + ${count} paid > ${SEATS_PER_CLASS}`);
  }
  return found;
}

/**
 * A once-per-family code on at most one open or paid pedido of the family (docs/payments.md, rule
 * 5); a refunded, denied or expired pedido gives it back.
 */
function codeRules({ family, invoices }: FamilyRecords): string[] {
  const found: string[] = [];
  for (const code of ONCE_PER_FAMILY) {
    const holding = invoices.filter(
      (invoice) =>
        invoice.discount_code?.code === code && (invoice.status === 'paid' || invoice.status === 'open'),
    );
    if (holding.length > 1)
      found.push(
        `${family.email}: ${code} on ${holding.length} open or paid pedidos (${holding
          .map((i) => i.number)
          .join(', ')})`,
      );
  }
  return found;
}

/** What the API holds for every family of the sequence, read once per step. */
export const readWorld = (world: World) =>
  Promise.all(familiesOf(world).map((family) => readFamily(world.upstream, family)));

export function brokenRules(records: FamilyRecords[]): string[] {
  return records.flatMap((record) => [
    ...moneyViolations(record.sales).map((line) => `${record.family.email}: ${line}`),
    ...seatRules(record),
    ...codeRules(record),
  ]);
}
