import type { LoaderFunctionArgs } from '@remix-run/node';
import { parentDownload } from '~/lib/parent-route.server';
import { receiptResponse } from '~/lib/receipt-pdf.server';
import { saleFromRequest } from '~/lib/sale-params.server';

/** A refunded sale's nota de crédito, printed as its boleta or factura is (decision 089). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return parentDownload(request, '/dashboard/compras', async (caller) => {
    const sale = saleFromRequest(request, params);
    return receiptResponse(await caller.invoices.receipt({ sale, document: 'credit-note' }));
  });
}
