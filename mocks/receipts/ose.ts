/**
 * What happens to a receipt after its OSE answered (issue 75 point 4), as the simulated API does
 * it: a document not yet answered gets its answer later; a rejected one is never valid, so the API
 * corrects it and reissues it under a new correlative, the old one marked `replaced_by`; a nota de
 * crédito is issued only against the valid receipt, settling a rejected or unanswered one first.
 * Support triggers the first two from /__mocks (mocks/support/receipts-page.ts).
 */
import type { CreditNoteReasonCode } from '../../kernel/sunat-catalogues';
import { documentNumber, type ElectronicDocument } from '../../server/upstream/schemas/electronic-receipts';
import { db } from '../db';
import {
  creditNoteFor,
  currentReceipt,
  documentById,
  documentsOf,
  isCreditNote,
  ownerOfDocument,
  reissueOf,
  updateDocument,
} from './issue';
import type { SaleOwner } from './sale-receipt';

const ACCEPTED = { status: 'aceptado', status_reason: null } as const;

/** The OSE's late answer: accepted. Null when the document is not waiting for one. */
export function answerPending(id: string): ElectronicDocument | null {
  const document = documentById(id);
  if (!document || document.status !== 'pendiente') return null;
  return updateDocument(document, ACCEPTED);
}

/**
 * The API's correction of a rejected document: the same sale reissued under the next correlative
 * of its series, accepted; the rejected one names it. Null when there is nothing to reissue.
 */
export function reissueRejected(id: string): ElectronicDocument | null {
  const document = documentById(id);
  const owner = ownerOfDocument(id);
  if (!document || !owner || document.status !== 'rechazado' || document.replaced_by) return null;
  const reissue = reissueOf(owner, document, ACCEPTED);
  updateDocument(document, {
    replaced_by: { type: reissue.type, series: reissue.series, number: reissue.number },
  });
  return reissue;
}

/** The sale's receipt made valid before anything references it: answered, or reissued. */
function validReceipt(owner: SaleOwner): ElectronicDocument | null {
  const current = currentReceipt(owner);
  if (!current) return null;
  if (current.status === 'pendiente') return answerPending(documentNumber(current));
  if (current.status === 'rechazado') return reissueRejected(documentNumber(current));
  return current;
}

/** A refund's nota de crédito ('06' Devolución total) against the valid receipt; one per sale. */
export function creditNoteForRefund(owner: SaleOwner, code: CreditNoteReasonCode = '06') {
  const notes = documentsOf(owner).filter(isCreditNote);
  if (notes.length > 0) return notes.find((note) => note.replaced_by === null) ?? notes[notes.length - 1];
  const original = validReceipt(owner);
  return original ? creditNoteFor(owner, original, code) : null;
}

/** Documents support can act on: waiting for the OSE, or rejected and not reissued yet. */
export function documentsAwaitingAction(): { id: string; document: ElectronicDocument }[] {
  return db.electronicDocument
    .getAll()
    .map((record) => ({ id: record.id, document: documentById(record.id) }))
    .filter(
      (entry): entry is { id: string; document: ElectronicDocument } =>
        entry.document !== null &&
        (entry.document.status === 'pendiente' ||
          (entry.document.status === 'rechazado' && entry.document.replaced_by === null)),
    );
}
