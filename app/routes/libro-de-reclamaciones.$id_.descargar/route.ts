/** The complaint sheet PDF, for its filer only; anyone else gets the downloads' 404. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { complaintProvider } from '@server/complaints/provider';
import { filedAtText } from '@server/complaints/record';
import { RESPONSE_TIME_TEXT } from '@kernel/texts/complaints';
import { complaintFileName, complaintPdf } from './complaint-document.server';
import { COMPLAINTS_PATH, ownRecord } from '~/lib/complaint-records.server';
import { asDownload } from '~/lib/download-errors.server';
import { pdfDownload } from '~/lib/pdf-document.server';
import { timeZoneFromRequest } from '~/lib/trpc.server';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload(COMPLAINTS_PATH, async () => {
    const record = await ownRecord(request, params.id);
    const filedAt = filedAtText(record.filedAt, timeZoneFromRequest(request));
    const pdf = await complaintPdf(record, complaintProvider(), filedAt, RESPONSE_TIME_TEXT);
    return pdfDownload(pdf, complaintFileName(record));
  });
}
