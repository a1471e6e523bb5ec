import { json } from '@remix-run/node';
import { RESPONSE_TIME_TEXT } from '@kernel/texts/complaints';
import { complaintProvider } from '@server/complaints/provider';
import { complaintCopy, copyPath } from '~/lib/complaint-records.server';

export async function loadComplaintCopy(request: Request, token: string | undefined) {
  const { record, filedAt } = await complaintCopy(request, token);
  return json({
    record,
    provider: complaintProvider(),
    filedAt,
    responseText: RESPONSE_TIME_TEXT,
    download: `${copyPath(token ?? '')}/descargar`,
  });
}
