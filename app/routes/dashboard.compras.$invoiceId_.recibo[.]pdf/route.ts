import type { LoaderFunctionArgs } from '@remix-run/node';
import { asDownload } from '~/lib/download-errors.server';
import { idFrom, requireParent, throwIfRefused } from '~/lib/parents-access.server';
import { notFound } from '~/lib/route-errors.server';
import { receiptResponse } from '~/lib/receipt-pdf.server';
import { getCaller } from '~/lib/trpc.server';

const BACK = '/dashboard/compras';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload(BACK, async () => {
    const parent = await requireParent(request, BACK);
    const invoiceId = idFrom(params.invoiceId);
    if (invoiceId === null) throw notFound();
    const caller = await getCaller(request, parent.session);
    try {
      return await receiptResponse(await caller.invoices.receipt({ kind: 'invoice', id: invoiceId }));
    } catch (error) {
      await throwIfRefused(error, parent.session, BACK);
      throw error;
    }
  });
}
