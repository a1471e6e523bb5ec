import type { LoaderFunctionArgs } from '@remix-run/node';
import { parentDownload } from '~/lib/parent-route.server';
import { notFound } from '~/lib/route-errors.server';
import { receiptResponse } from '~/lib/receipt-pdf.server';

const PURCHASE_ID = /^[A-Za-z0-9_-]{1,60}$/;

export function loader({ request, params }: LoaderFunctionArgs) {
  return parentDownload(request, '/dashboard/compras', async (caller) => {
    const id = params.purchaseId ?? '';
    if (!PURCHASE_ID.test(id)) throw notFound();
    return receiptResponse(await caller.invoices.receipt({ kind: 'vacation', id }));
  });
}
