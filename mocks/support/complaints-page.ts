/**
 * Support's side of the complaints book (docs/decisions/099): the sheets without an answer, oldest
 * first, each with its last day to answer and a form that records the provider's answer on the
 * sheet (its words and who gives it, dated now), as the academy's customer service would. The
 * consumer is written to with the sheet's link, where the answer now shows.
 */
import type { Express } from 'express';
import { formatLongDate } from '../../kernel/dates';
import { addPeruBusinessDays, limaDateOf } from '../../kernel/business-days';
import { RESPONSE_BUSINESS_DAYS } from '../../kernel/texts/complaints';
import { answerSheet, unansweredSheets, type ComplaintRow } from '../complaints/sheets';
import { asText, escapeHtml } from '../http/text';
import { limaWhen } from '../notifications/notify';
import { complaintNumber, sendComplaintAnswer } from '../outbox/complaints';
import { postSupportForm, refuseSupportForm, type SupportPolicy } from './access';

export const COMPLAINT_ANSWER_ROUTE = '/__mocks/reclamaciones/responder';
const ANSWER_MAX = 2000;
const BY_MAX = 120;

interface Filed {
  first_name?: string;
  last_name?: string;
  email?: string;
  claim_type?: string;
  detail?: string;
}

const filedOf = (row: ComplaintRow) => JSON.parse(row.body) as Filed;

function sheetRow(row: ComplaintRow): string {
  const filed = filedOf(row);
  const due = formatLongDate(addPeruBusinessDays(limaDateOf(row.createdAt), RESPONSE_BUSINESS_DAYS));
  const kind = filed.claim_type === 'complaint' ? 'Queja' : 'Reclamo';
  return `<li><div><strong>${escapeHtml(
    `${complaintNumber(row.number, row.year)} · ${kind}`,
  )}</strong> · ${escapeHtml(
    `${filed.first_name ?? ''} ${filed.last_name ?? ''} · ${filed.email ?? ''}`,
  )} · ${escapeHtml(limaWhen(row.createdAt))} · responder a más tardar el ${escapeHtml(due)}
<p>${escapeHtml(filed.detail ?? '')}</p>
<p><a href="/libro-de-reclamaciones/hoja/${escapeHtml(row.copyToken)}">Ver la hoja</a></p>
<form method="post" action="${COMPLAINT_ANSWER_ROUTE}"><input type="hidden" name="hoja" value="${escapeHtml(
    row.id,
  )}">
<label>Respuesta del proveedor <textarea name="respuesta" maxlength="${ANSWER_MAX}" rows="3" required></textarea></label>
<label>Quién responde (nombre y cargo) <input name="responde" maxlength="${BY_MAX}" required></label>
<button type="submit">Registrar respuesta</button></form></div></li>`;
}

export function renderComplaintsSection(): string {
  const open = unansweredSheets();
  const list = open.length
    ? `<ul>${open.map(sheetRow).join('\n')}</ul>`
    : '<p>No hay hojas de reclamación por responder.</p>';
  return `<section aria-labelledby="reclamaciones"><h2 id="reclamaciones">Hojas de reclamación por responder</h2>${list}</section>`;
}

export function mountComplaintsSupport(app: Express, policy: SupportPolicy): void {
  postSupportForm(app, COMPLAINT_ANSWER_ROUTE, policy, (body, res) => {
    const id = asText(body?.hoja);
    const text = asText(body?.respuesta).trim().slice(0, ANSWER_MAX);
    const by = asText(body?.responde).trim().slice(0, BY_MAX);
    if (!text || !by) return refuseSupportForm(res, 400, 'Escribe la respuesta y quién la da.');
    const answered = answerSheet(id, { text, by });
    if (!answered) return refuseSupportForm(res, 409, 'Esa hoja no existe o ya tiene respuesta.');
    const filed = filedOf(answered);
    if (filed.email)
      sendComplaintAnswer({ ...answered, to: filed.email, firstName: filed.first_name ?? '' }, { text, by });
    res.redirect(303, '/__mocks#reclamaciones');
  });
}
