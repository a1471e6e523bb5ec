/** The family's rectification and deletion requests as 'Mis datos' lists them, in the parent's zone. */
import { formatDateTimeInZone } from '@kernel/dates';
import { DATA_REQUEST_TEXT } from '@kernel/texts/data-requests';
import type { DataRequest } from '../upstream/schemas/data-requests';

export interface DataRequestRow {
  id: number;
  kind: string;
  status: string;
  sent: string;
  detail: string;
  answer: string | null;
  answered: string | null;
}

export function dataRequestRows(requests: DataRequest[], timeZone: string): DataRequestRow[] {
  const when = (instant: string) => formatDateTimeInZone(instant, timeZone);
  return requests.map((request) => ({
    id: request.id,
    kind: DATA_REQUEST_TEXT.kinds[request.kind],
    status: DATA_REQUEST_TEXT.status[request.status],
    sent: DATA_REQUEST_TEXT.sentOn(when(request.created_at)),
    detail: request.detail,
    answer: request.answer,
    answered: request.answered_at ? DATA_REQUEST_TEXT.answeredOn(when(request.answered_at)) : null,
  }));
}
