/**
 * Where a sale's receipt files are downloaded (issue 75 point 5): the valid document's XML and
 * the OSE's CDR, beside its PDF, for a pedido or a vacation purchase alike (one route module,
 * `…/sunat/{file}`).
 */
import type { SaleRef } from '../sales/sale-ref';
import type { DocumentFileKind } from '../upstream/electronic-documents';
import type { DocumentFamily } from './receipt-status';
import { salePath } from '../sales/sale-path';

const FAMILY_FILE: Record<DocumentFamily, string> = { receipt: 'recibo', 'credit-note': 'nota-de-credito' };

export const documentFileHref = (sale: SaleRef, family: DocumentFamily, file: DocumentFileKind) =>
  salePath(sale, `sunat/${FAMILY_FILE[family]}${file === 'cdr' ? '-cdr' : ''}.xml`);

/** Null unless the document is valid (its XML and CDR are then offered). */
export const documentFileLinks = (sale: SaleRef, family: DocumentFamily, available: boolean) =>
  available
    ? { xml: documentFileHref(sale, family, 'xml'), cdr: documentFileHref(sale, family, 'cdr') }
    : null;

export type DocumentFileLinks = NonNullable<ReturnType<typeof documentFileLinks>>;
