/**
 * Support's side of the families' data requests (ARCO, issue 55 point 6): the requests not yet
 * answered, each marked in progress, answered or refused with the words the family will read, as
 * the academy's data officer would. The family is written to when its request is closed, as the
 * page promised ('te escribiremos cuando la atendamos').
 */
import type { Express } from 'express';
import { DATA_REQUEST_TEXT } from '../../kernel/texts/data-requests';
import { db, userById } from '../db';
import { OPEN_STATUSES } from '../handlers/data-requests';
import { asText, escapeHtml } from '../http/text';
import { limaWhen } from '../notifications/notify';
import { sendDataRequestAnswer } from '../outbox/accounts';
import { postSupportForm, refuseSupportForm, type SupportPolicy } from './access';

export const DATA_REQUEST_ANSWER_ROUTE = '/__mocks/solicitudes-de-datos/responder';
const ANSWER_MAX = 500;
/** What support may set; closing (done, rejected) needs the answer the family will read. */
const NEXT_STATUS = ['in_progress', 'done', 'rejected'] as const;
type NextStatus = (typeof NEXT_STATUS)[number];

const isNextStatus = (value: string): value is NextStatus =>
  (NEXT_STATUS as readonly string[]).includes(value);

const openRequests = () =>
  db.dataRequest.findMany({ where: { status: { in: OPEN_STATUSES } }, orderBy: { id: 'asc' } });

function requestRow(request: ReturnType<typeof openRequests>[number]): string {
  const parent = userById(request.userId);
  const kind = DATA_REQUEST_TEXT.kinds[request.kind];
  const status = DATA_REQUEST_TEXT.status[request.status];
  const detail = request.detail ? `<p>${escapeHtml(request.detail)}</p>` : '';
  const inProgress =
    request.status === 'received'
      ? '<button type="submit" name="estado" value="in_progress">Marcar en proceso</button>'
      : '';
  return `<li><div><strong>${escapeHtml(`${kind} · ${status}`)}</strong> · ${escapeHtml(
    parent?.email ?? 'sin cuenta',
  )} · ${escapeHtml(limaWhen(request.createdAt))}${detail}
<form method="post" action="${DATA_REQUEST_ANSWER_ROUTE}"><input type="hidden" name="solicitud" value="${
    request.id
  }">${inProgress}
<label>Respuesta a la familia <textarea name="respuesta" maxlength="${ANSWER_MAX}" rows="2"></textarea></label>
<button type="submit" name="estado" value="done">Atendida</button>
<button type="submit" name="estado" value="rejected">No procede</button></form></div></li>`;
}

export function renderDataRequestsSection(): string {
  const open = openRequests();
  const list = open.length
    ? `<ul>${open.map(requestRow).join('\n')}</ul>`
    : '<p>No hay solicitudes de datos por responder.</p>';
  return `<section aria-labelledby="solicitudes-de-datos"><h2 id="solicitudes-de-datos">Solicitudes de datos por responder</h2>${list}</section>`;
}

export function mountDataRequestsSupport(app: Express, policy: SupportPolicy): void {
  postSupportForm(app, DATA_REQUEST_ANSWER_ROUTE, policy, (body, res) => {
    const id = Number(asText(body?.solicitud));
    const next = asText(body?.estado);
    const answer = asText(body?.respuesta).trim().slice(0, ANSWER_MAX);
    const request = Number.isSafeInteger(id)
      ? db.dataRequest.findFirst({ where: { id: { equals: id } } })
      : null;
    if (!request || !isNextStatus(next)) return refuseSupportForm(res, 400, 'Solicitud o estado no válido.');
    if (!OPEN_STATUSES.includes(request.status))
      return refuseSupportForm(res, 409, 'Esa solicitud ya tiene respuesta.');
    const closing = next !== 'in_progress';
    if (closing && !answer) return refuseSupportForm(res, 400, 'Escribe la respuesta que leerá la familia.');
    const updated = db.dataRequest.update({
      where: { id: { equals: request.id } },
      data: { status: next, ...(closing ? { answeredAt: new Date().toISOString(), answer } : {}) },
    });
    const parent = userById(request.userId);
    if (closing && updated && parent) sendDataRequestAnswer(parent, updated);
    res.redirect(303, '/__mocks#solicitudes-de-datos');
  });
}
