/**
 * One open invoice per family, child and item: starts run under a store lock, later ones reuse it.
 * The API takes the group's seat as the invoice is created: a full group refuses it before it
 * exists, so no payable pedido is left for a refused start (decision 104).
 */
import { foreignSalesTreatment } from '../business/sale-settings';
import { currencyForCountry } from '@kernel/money';
import { readPayment } from '../sales/ledger';
import { changeSale } from '../sales/offers';
import { invoiceSale } from '../sales/sale-ref';
import { readJson, writeJson } from '../store/json';
import { withLock } from '../store/lock';
import { hit } from '../throttle';
import { refusingFullSchedule } from '../waitlist/schedule-full';
import { UpstreamError } from '../upstream/errors';
import { createInvoice, getInvoice, listInvoices, setEnrolments } from '../upstream/invoices';
import type { UserData } from '../upstream/schemas/auth';
import type { Invoice } from '../upstream/schemas/invoices';
import type { PurchaseChild } from '../vacation-purchase/types';
import { alreadyPaidItem } from '@kernel/texts/checkout';
import { OutcomeError } from '../trpc/outcomes';
import type { CatalogueProduct } from './sold-catalogue';
import { coversProduct, invoiceItem, itemKey, refOfItem } from './product-ref';

const OPEN_TTL_MS = 24 * 60 * 60_000;

const openKey = (userId: number, childId: number, item: string) =>
  `invoice:open:${userId}:${childId}:${item}`;

export interface StartInput {
  bearer: string;
  user: Pick<UserData, 'id' | 'countryCode'>;
  child: PurchaseChild;
  product: CatalogueProduct;
  /** Null: the academy assigns it. */
  groupId: string | null;
}

function enrolmentsFor(product: CatalogueProduct, groupId: string | null) {
  return product.courses.map((course) => ({
    course,
    learning_path: product.path,
    group_id: product.ref.type === 'path' ? null : groupId,
  }));
}

async function reusable(input: StartInput, invoiceId: number | null): Promise<Invoice | null> {
  if (invoiceId === null) return null;
  // Paid or denied here (a record exists) or upstream: the next start opens a new one.
  if (await readPayment(invoiceSale(invoiceId), input.user.id)) return null;
  try {
    const invoice = await getInvoice(input.bearer, invoiceId);
    const same =
      invoice.student.id === input.child.id &&
      invoice.items.length === 1 &&
      itemKey(refOfItem(invoice.items[0])) === itemKey(input.product.ref);
    return invoice.status === 'open' && same ? invoice : null;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'not-found') return null;
    throw error;
  }
}

export function openInvoice(input: StartInput): Promise<Invoice> {
  const { bearer, user, child, product } = input;
  const key = itemKey(product.ref);
  return withLock(
    `invoice-start:${user.id}:${child.id}:${key}`,
    { ttlMs: 30_000, waitMs: 20_000 },
    async () => {
      if ((await listInvoices(bearer)).some((invoice) => coversProduct(invoice, child.id, product.ref)))
        throw new OutcomeError({ kind: 'already-paid', child }, alreadyPaidItem(child.firstName));
      const open = await reusable(input, await readJson<number>(openKey(user.id, child.id, key)));
      const enrolments = enrolmentsFor(product, input.groupId);
      if (open) {
        if (JSON.stringify(open.enrolments) === JSON.stringify(enrolments)) return open;
        // The same invoice for another group (back, another choice): a change of the sale, so its
        // open offers go first; the API takes the new group's seat or refuses it.
        return changeSale(bearer, user.id, invoiceSale(open.invoice_id), () =>
          refusingFullSchedule(() => setEnrolments(bearer, open.invoice_id, { enrolments })),
        );
      }
      // Only a new invoice counts against the family's starts.
      if (!(await hit('invoiceStart', String(user.id))))
        throw new OutcomeError({ kind: 'throttled' }, 'Demasiados intentos de pago');
      const created = await refusingFullSchedule(() =>
        createInvoice(bearer, {
          student_id: child.id,
          currency: currencyForCountry(user.countryCode),
          country: user.countryCode.toUpperCase(),
          items: [invoiceItem(product.ref)],
          enrolments,
          foreign_sales: foreignSalesTreatment(),
        }),
      );
      await writeJson(openKey(user.id, child.id, key), created.invoice_id, OPEN_TTL_MS);
      return created;
    },
  );
}
