/**
 * The complaint's record as a standalone HTML file to keep (docs/decisions/019); its filer only.
 * Anyone else gets the Spanish 404 page of the downloads (decision 023), not a bare text.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { filedAtText } from '@server/complaints/record';
import { RESPONSE_TIME_TEXT } from '@kernel/texts/complaints';
import { recordDocument } from './complaint-document.server';
import { COMPLAINTS_PATH, ownRecord } from '~/lib/complaint-records.server';
import { asDownload } from '~/lib/download-errors.server';
import { timeZoneFromRequest } from '~/lib/trpc.server';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload(COMPLAINTS_PATH, async () => {
    const record = await ownRecord(request, params.id);
    const html = recordDocument(
      record,
      filedAtText(record.filedAt, timeZoneFromRequest(request)),
      RESPONSE_TIME_TEXT,
    );
    const fileName = `hoja-de-reclamacion-${record.number.replace(/[^0-9-]/g, '')}.html`;
    return new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
