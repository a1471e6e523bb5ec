import type { LoaderFunctionArgs } from '@remix-run/node';
import { PurchaseIdSchema } from '@server/validation/checkout';
import { parentDownload } from '~/lib/parent-route.server';
import { notFound } from '~/lib/route-errors.server';
import { receiptResponse } from '~/lib/receipt-pdf.server';

/** A refunded vacation purchase's nota de crédito, printed as its boleta or factura is (decision 089). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return parentDownload(request, '/dashboard/compras', async (caller) => {
    const id = PurchaseIdSchema.safeParse(params.purchaseId);
    if (!id.success) throw notFound();
    return receiptResponse(await caller.invoices.receipt({ kind: 'vacation-credit-note', id: id.data }));
  });
}
