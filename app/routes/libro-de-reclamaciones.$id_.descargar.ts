/** The complaint's record as a standalone HTML file to keep (docs/decisions/019); its filer only. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { filedAtText, RESPONSE_TIME_TEXT } from '@server/complaints/record';
import { recordDocument } from '~/features/complaint-document.server';
import { ownRecord } from '~/features/complaints.server';
import { timeZoneFromRequest } from '~/lib/trpc.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
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
}
