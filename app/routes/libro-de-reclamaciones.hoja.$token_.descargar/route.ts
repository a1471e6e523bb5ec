/** A complaint sheet's PDF, for whoever holds its copy link; any other token gets the downloads' 404. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { complaintProvider } from '@server/complaints/provider';
import { RESPONSE_TIME_TEXT } from '@kernel/texts/complaints';
import { complaintFileName, complaintPdf } from './complaint-document.server';
import { CAPABILITY_HEADERS, COMPLAINTS_PATH, complaintCopy } from '~/lib/complaint-records.server';
import { asDownload } from '~/lib/download-errors.server';
import { pdfDownload } from '~/lib/pdf-document.server';

export function loader({ request, params }: LoaderFunctionArgs) {
  return asDownload(COMPLAINTS_PATH, async () => {
    const { record, filedAt } = await complaintCopy(request, params.token);
    const pdf = await complaintPdf(record, complaintProvider(), filedAt, RESPONSE_TIME_TEXT);
    const response = pdfDownload(pdf, complaintFileName(record));
    for (const [name, value] of Object.entries(CAPABILITY_HEADERS)) response.headers.set(name, value);
    return response;
  });
}
