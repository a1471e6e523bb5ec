/** A filed complaint's page: its filer's own record, who answers it and when it was filed. */
import { json, type AppLoadContext } from '@remix-run/node';
import { RESPONSE_TIME_TEXT } from '@kernel/texts/complaints';
import { complaintProvider } from '@server/complaints/provider';
import { filedAtText } from '@server/complaints/record';
import { ownRecord } from '~/lib/complaint-records.server';
import { timeZoneFromRequest } from '~/lib/trpc.server';

export async function loadComplaintRecord(
  request: Request,
  id: string | undefined,
  context?: AppLoadContext,
) {
  const record = await ownRecord(request, id, context);
  return json({
    record,
    provider: complaintProvider(),
    filedAt: filedAtText(record.filedAt, timeZoneFromRequest(request)),
    responseText: RESPONSE_TIME_TEXT,
  });
}
