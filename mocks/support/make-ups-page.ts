/**
 * Support's side of make-up classes (decision 091): the requests the academy has not answered
 * (scenario `makeup-pending`, or the fixtures' pending one), each confirmed or rejected with a
 * reason, as the academy's coordinator would.
 */
import type { Express } from 'express';
import { db, userById } from '../db';
import { asText, escapeHtml } from '../http/text';
import { limaWhen } from '../notifications/notify';
import { decide, pendingMakeUps, REJECTION } from '../class-sessions/make-ups';
import { postSupportForm, refuseSupportForm, type SupportPolicy } from './access';

export const MAKE_UP_DECISION_ROUTE = '/__mocks/recuperaciones/responder';
const REASON_MAX = 300;

function requestRow(request: ReturnType<typeof pendingMakeUps>[number]): string {
  const child = db.child.findFirst({ where: { id: { equals: request.childId } } });
  const target = db.makeUpClass.findFirst({ where: { id: { equals: request.classId } } });
  const parent = child ? userById(child.parentId) : null;
  const who = `${child?.first_name ?? 'Alumno'} (${parent?.email ?? 'sin cuenta'})`;
  const when = target ? `${escapeHtml(target.groupName)}, ${escapeHtml(limaWhen(target.startsAt))}` : '';
  return `<li><div><strong>${escapeHtml(who)}</strong><p>${when}</p>
<form method="post" action="${MAKE_UP_DECISION_ROUTE}"><input type="hidden" name="solicitud" value="${
    request.id
  }">
<button type="submit" name="respuesta" value="confirmar">Confirmar</button>
<label>Motivo del rechazo <input name="motivo" maxlength="${REASON_MAX}" value="${escapeHtml(
    REJECTION,
  )}"></label>
<button type="submit" name="respuesta" value="rechazar">Rechazar</button></form></div></li>`;
}

export function renderMakeUpsSection(): string {
  const pending = pendingMakeUps();
  const list = pending.length
    ? `<ul>${pending.map(requestRow).join('\n')}</ul>`
    : '<p>No hay recuperaciones por responder.</p>';
  return `<section aria-labelledby="recuperaciones"><h2 id="recuperaciones">Recuperaciones por responder</h2>${list}</section>`;
}

export function mountMakeUpsSupport(app: Express, policy: SupportPolicy): void {
  postSupportForm(app, MAKE_UP_DECISION_ROUTE, policy, (body, res) => {
    const id = Number(asText(body?.solicitud));
    const answer = asText(body?.respuesta);
    const reason = asText(body?.motivo).trim().slice(0, REASON_MAX) || REJECTION;
    const request = Number.isSafeInteger(id)
      ? db.makeUpRequest.findFirst({ where: { id: { equals: id } } })
      : null;
    if (!request || (answer !== 'confirmar' && answer !== 'rechazar'))
      return refuseSupportForm(res, 400, 'Solicitud o respuesta no válida.');
    if (request.status !== 'solicitada')
      return refuseSupportForm(res, 409, 'Esa recuperación ya tiene respuesta.');
    decide(request, answer === 'confirmar' ? 'confirm' : { reject: reason });
    res.redirect(303, '/__mocks#recuperaciones');
  });
}
