/** One adapter per upstream resource a sale can be (server/sales/sale.ts). */
import type { Sale, SaleAdapter } from '../sale';
import type { SaleKind, SaleRef } from '../sale-ref';
import { invoiceAdapter } from './invoice';
import { vacationAdapter } from './vacation';

const ADAPTERS: Record<SaleKind, SaleAdapter> = { invoice: invoiceAdapter, vacation: vacationAdapter };

export const adapterOf = (ref: SaleRef): SaleAdapter => ADAPTERS[ref.kind];

/** The family's own sale as the API answers it now; another family's is the API's 404. */
export const loadSale = (bearer: string, ref: SaleRef): Promise<Sale> => adapterOf(ref).load(bearer, ref.id);
