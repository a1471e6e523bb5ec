import type { LoaderFunctionArgs } from '@remix-run/node';
import { parentDownload } from '~/lib/parent-route.server';
import { xmlDownload } from '~/lib/receipt-pdf.server';
import { documentFileFromParams, saleFromRequest } from '~/lib/sale-params.server';

/** A sale's valid receipt or nota as SUNAT keeps it (decision 106): its signed XML or the OSE's CDR. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return parentDownload(request, '/dashboard/compras', async (caller) => {
    const sale = saleFromRequest(request, params);
    return xmlDownload(await caller.invoices.receiptFile({ sale, ...documentFileFromParams(params) }));
  });
}
