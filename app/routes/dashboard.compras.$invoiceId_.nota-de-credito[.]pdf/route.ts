import type { LoaderFunctionArgs } from '@remix-run/node';
import { parentDownload } from '~/lib/parent-route.server';
import { idFrom } from '~/lib/parents-access.server';
import { notFound } from '~/lib/route-errors.server';
import { receiptResponse } from '~/lib/receipt-pdf.server';

/** A refunded pedido's nota de crédito, printed as its boleta or factura is (decision 089). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return parentDownload(request, '/dashboard/compras', async (caller) => {
    const invoiceId = idFrom(params.invoiceId);
    if (invoiceId === null) throw notFound();
    return receiptResponse(await caller.invoices.receipt({ kind: 'credit-note', id: invoiceId }));
  });
}
