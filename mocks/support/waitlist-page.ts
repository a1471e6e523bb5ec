/**
 * Support's side of the waitlists (decision 092): 'Liberar un cupo' makes a family leave a
 * vacation program, as a cancellation would; the first family on its list gets the 24-hour hold.
 * An alias account's e-mail names that account's own copy of the seats.
 */
import type { Express } from 'express';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { FULL_PROGRAM_ID } from '../../fixtures/waitlist';
import { db } from '../db';
import { asText, escapeHtml } from '../http/text';
import { advance } from '../waitlist/queue';
import { releaseSeat, scopeOfUser } from '../waitlist/seats';
import { postSupportForm, type SupportPolicy } from './access';

export const RELEASE_ROUTE = '/__mocks/lista-de-espera/liberar';

export function renderWaitlistSection(): string {
  const options = vacationPrograms
    .filter((program) => program.groups.length > 0)
    .map(
      (program) =>
        `<option value="${escapeHtml(program.id)}"${
          program.id === FULL_PROGRAM_ID ? ' selected' : ''
        }>${escapeHtml(program.name)}</option>`,
    )
    .join('');
  return `<section aria-labelledby="lista-de-espera"><h2 id="lista-de-espera">Listas de espera</h2>
<form method="post" action="${RELEASE_ROUTE}">
<p><label>Programa <select name="programa">${options}</select></label></p>
<p><label>Cuenta (opcional, para una cuenta <code>+etiqueta</code>) <input type="email" name="cuenta"></label></p>
<button type="submit">Liberar un cupo</button></form></section>`;
}

export function mountWaitlistSupport(app: Express, policy: SupportPolicy): void {
  postSupportForm(app, RELEASE_ROUTE, policy, (body, res) => {
    const programId = asText(body?.programa);
    const email = asText(body?.cuenta).trim().toLowerCase();
    const user = email ? db.user.findFirst({ where: { email: { equals: email } } }) : null;
    if (email && !user)
      return res.status(404).type('text/plain; charset=utf-8').send('No existe esa cuenta.');
    const scope = scopeOfUser(user?.id ?? null);
    if (!releaseSeat(scope, programId))
      return res
        .status(409)
        .type('text/plain; charset=utf-8')
        .send('Ese programa no tiene cupos que liberar.');
    // The first family on the list is told now, not at the next page view.
    advance(scope, programId, new Date());
    res.redirect(303, '/__mocks#lista-de-espera');
  });
}
