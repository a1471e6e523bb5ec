import type { LoaderFunctionArgs } from '@remix-run/node';
import { parentDownload } from '~/lib/parent-route.server';
import { receiptResponse } from '~/lib/receipt-pdf.server';
import { saleFromRequest } from '~/lib/sale-params.server';

/** A paid or refunded sale's boleta or factura (decision 088), a pedido's or a vacation purchase's. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return parentDownload(request, '/dashboard/compras', async (caller) => {
    const sale = saleFromRequest(request, params);
    return receiptResponse(await caller.invoices.receipt({ sale, document: 'receipt' }));
  });
}
