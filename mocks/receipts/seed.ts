/**
 * The receipt fixtures (fixtures/receipts.ts) as the simulated API holds them: two families, their
 * paid pedidos, and each pedido's document in the state its fixture names, reached the way the
 * API reaches it (issued, then the OSE's answer, then a reissue).
 */
import {
  ABROAD_PARENT,
  RECEIPT_CHILDREN,
  RECEIPTS_PARENT,
  receiptSales,
  type OseFixtureState,
} from '../../fixtures/receipts';
import { documentNumber } from '../../server/upstream/schemas/electronic-receipts';
import { db } from '../db';
import { seedInvoice } from '../db/seed-checkout';
import { issueInvoiceReceipt } from './invoice-receipt';
import { updateDocument } from './issue';
import { reissueRejected } from './ose';
import { keepForeignSales, keepReceiptBuyer } from './sale-receipt';

const REJECTION = 'Rechazo 2800: el documento del adquirente no es válido según SUNAT.';

function reachState(document: ReturnType<typeof issueInvoiceReceipt>, state: OseFixtureState) {
  if (state === 'aceptado') return;
  if (state === 'pendiente') {
    updateDocument(document, { status: 'pendiente', status_reason: null });
    return;
  }
  updateDocument(document, { status: 'rechazado', status_reason: REJECTION });
  if (state === 'reemitido') reissueRejected(documentNumber(document));
}

export function seedReceiptFixtures(): void {
  db.user.create({ ...RECEIPTS_PARENT });
  db.user.create({ ...ABROAD_PARENT });
  for (const child of RECEIPT_CHILDREN) db.child.create({ ...child });
  for (const sale of receiptSales) {
    const owner = { invoiceId: sale.invoice.id, purchaseId: null };
    if (sale.buyer) keepReceiptBuyer(owner, sale.buyer);
    keepForeignSales(owner, sale.foreignSales);
    seedInvoice({ ...sale.invoice, discountCode: null }, (record, parts) =>
      reachState(issueInvoiceReceipt(record, parts), sale.ose),
    );
  }
}
