/**
 * Support's side of the electronic receipts (issue 75 point 4): the documents the OSE has not
 * answered yet, and the ones it rejected that the API has not reissued. 'Recibir respuesta del
 * OSE' accepts one; 'Reemitir' corrects a rejected one under a new correlative, as the API's team
 * would, and the family's Mis compras then offers the reissue.
 */
import type { Express } from 'express';
import { documentNumber } from '../../server/upstream/schemas/electronic-receipts';
import { asText, escapeHtml } from '../http/text';
import { answerPending, documentsAwaitingAction, reissueRejected } from '../receipts/ose';
import { postSupportForm, refuseSupportForm, type SupportPolicy } from './access';

export const RECEIPT_ACTION_ROUTE = '/__mocks/comprobantes';

export function renderReceiptsSection(): string {
  const rows = documentsAwaitingAction()
    .map(({ id, document }) => {
      const rejected = document.status === 'rechazado';
      return `<li>${escapeHtml(documentNumber(document))} · ${
        rejected ? 'rechazado' : 'sin respuesta del OSE'
      }
<form method="post" action="${RECEIPT_ACTION_ROUTE}"><input type="hidden" name="documento" value="${escapeHtml(
        id,
      )}">
<input type="hidden" name="accion" value="${rejected ? 'reemitir' : 'responder'}">
<button type="submit">${rejected ? 'Reemitir' : 'Recibir respuesta del OSE'}</button></form></li>`;
    })
    .join('');
  return `<section aria-labelledby="comprobantes"><h2 id="comprobantes">Comprobantes por atender</h2>
${rows ? `<ul>${rows}</ul>` : '<p>Ningún comprobante espera al OSE ni una reemisión.</p>'}</section>`;
}

export function mountReceiptsSupport(app: Express, policy: SupportPolicy): void {
  postSupportForm(app, RECEIPT_ACTION_ROUTE, policy, (body, res) => {
    const id = asText(body?.documento);
    const done = asText(body?.accion) === 'reemitir' ? reissueRejected(id) : answerPending(id);
    if (!done) return refuseSupportForm(res, 409, 'Ese comprobante ya no espera nada.');
    res.redirect(303, '/__mocks#comprobantes');
  });
}
