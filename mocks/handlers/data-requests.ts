/**
 * GET and POST /api/parents/data-requests/ (issue 55 point 6, issue 75 point 3, ARCO): the
 * signed-in parent's requests of access, rectification, deletion and opposition. One open request
 * of each kind at a time; each new one is acknowledged by e-mail with its legal term.
 */
import { http } from 'msw';
import { DataRequestBodySchema } from '../../server/upstream/schemas/data-requests';
import { requireBody } from '../checkout/body';
import { MOCK_API_URL } from '../config';
import { db } from '../db';
import { badRequest, jsonAnswer, requireUser } from '../http/api-answers';
import { sendDataRequestReceived } from '../outbox/privacy';

const PATH = `${MOCK_API_URL}/api/parents/data-requests/`;
/** A request the academy has not closed: one of each kind at a time; support's list on /__mocks. */
export const OPEN_STATUSES = ['received', 'in_progress'];

type DataRequestRecord = NonNullable<ReturnType<typeof db.dataRequest.findFirst>>;

export function requestAnswer(record: DataRequestRecord) {
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    detail: record.detail,
    created_at: record.createdAt,
    answered_at: record.answeredAt,
    answer: record.answer,
  };
}

export const requestsOf = (userId: number) =>
  db.dataRequest.findMany({ where: { userId: { equals: userId } }, orderBy: { id: 'desc' } });

export const dataRequestHandlers = [
  http.get(PATH, ({ request }) => {
    const user = requireUser(request);
    return jsonAnswer({ data: requestsOf(user.id).map(requestAnswer) });
  }),
  http.post(PATH, async ({ request }) => {
    const user = requireUser(request);
    const body = await requireBody(request, DataRequestBodySchema);
    if (body.kind === 'rectification' && !body.detail)
      return badRequest({ detail: ['Indique qué dato debe corregirse.'] });
    if (body.kind === 'opposition' && !body.detail)
      return badRequest({ detail: ['Indique a qué tratamiento se opone y por qué.'] });
    if (requestsOf(user.id).some((open) => open.kind === body.kind && OPEN_STATUSES.includes(open.status)))
      return jsonAnswer({ code: 'already_open' }, { status: 409 });
    const created = db.dataRequest.create({
      id: Math.max(7000, ...db.dataRequest.getAll().map((row) => row.id)) + 1,
      userId: user.id,
      kind: body.kind,
      status: 'received',
      detail: body.detail,
      createdAt: new Date().toISOString(),
      answeredAt: null,
      answer: null,
    });
    sendDataRequestReceived(user, created);
    return jsonAnswer({ data: requestAnswer(created) }, { status: 201 });
  }),
];
