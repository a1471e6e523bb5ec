/**
 * The family's ARCO requests as 'Mis datos' lists them, in the parent's zone: each with its legal
 * due date (kernel/arco.ts), and the kinds still open, which the form does not offer again.
 */
import { arcoDueDate, type ArcoKind } from '@kernel/arco';
import { formatDateTimeInZone, formatLongDate } from '@kernel/dates';
import { DATA_REQUEST_TEXT } from '@kernel/texts/data-requests';
import type { DataRequest } from '../upstream/schemas/data-requests';

/** A request the academy has not closed yet. */
const OPEN_STATUSES: ReadonlySet<DataRequest['status']> = new Set(['received', 'in_progress']);

export interface DataRequestRow {
  id: number;
  kindCode: ArcoKind;
  kind: string;
  status: string;
  open: boolean;
  sent: string;
  due: string;
  detail: string;
  answer: string | null;
  answered: string | null;
}

/** An open request of one kind, as the notice above the form says it. */
export interface PendingRequest {
  kind: ArcoKind;
  notice: string;
}

export interface DataRequestsView {
  rows: DataRequestRow[];
  pending: PendingRequest[];
}

/** '22 de diciembre de 2026': the last day of the request's legal term. */
export const dueDateText = (request: Pick<DataRequest, 'kind' | 'created_at'>) =>
  formatLongDate(arcoDueDate(request.kind, request.created_at));

export function dataRequestsView(requests: DataRequest[], timeZone: string): DataRequestsView {
  const when = (instant: string) => formatDateTimeInZone(instant, timeZone);
  const rows = requests.map((request) => ({
    id: request.id,
    kindCode: request.kind,
    kind: DATA_REQUEST_TEXT.kinds[request.kind],
    status: DATA_REQUEST_TEXT.status[request.status],
    open: OPEN_STATUSES.has(request.status),
    sent: DATA_REQUEST_TEXT.sentOn(when(request.created_at)),
    due: DATA_REQUEST_TEXT.dueOn(dueDateText(request)),
    detail: request.detail,
    answer: request.answer,
    answered: request.answered_at ? DATA_REQUEST_TEXT.answeredOn(when(request.answered_at)) : null,
  }));
  const pending = requests
    .filter((request) => OPEN_STATUSES.has(request.status))
    .map((request) => ({
      kind: request.kind,
      notice: DATA_REQUEST_TEXT.pending(
        DATA_REQUEST_TEXT.kinds[request.kind],
        when(request.created_at),
        dueDateText(request),
      ),
    }));
  return { rows, pending };
}
