/**
 * Support's side of the waitlists (decisions 092, 093): 'Liberar un cupo' makes a family leave a
 * vacation program or a course, as a cancellation would; the first family on its list gets the
 * 24-hour hold. 'Avanzar la lista de espera' makes the first family still waiting leave the list,
 * so the others move up (issue 77: a place moving on an open page). An alias account's e-mail
 * names that account's own copy of the seats and lists.
 */
import type { Express } from 'express';
import { courses } from '../../fixtures/courses';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { FULL_PROGRAM_ID } from '../../fixtures/waitlist';
import { db } from '../db';
import { asText, escapeHtml } from '../http/text';
import { courseListId } from '../waitlist/course-seats';
import { fillListSeats, releaseListSeat } from '../waitlist/lists';
import { advance, leaveFirst } from '../waitlist/queue';
import { scopeOfUser } from '../waitlist/seats';
import { postSupportForm, refuseSupportForm, type SupportPolicy } from './access';

export const RELEASE_ROUTE = '/__mocks/lista-de-espera/liberar';
/** Issue 77: a schedule (or all of a program's) filling while a parent's page is open. */
export const FILL_ROUTE = '/__mocks/lista-de-espera/ocupar';
/** Issue 77: a family ahead leaving the list while a parent's page is open. */
export const LEAVE_ROUTE = '/__mocks/lista-de-espera/avanzar';

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
  const courseOptions = courses
    .filter((course) => course.groups.length > 0)
    .map(
      (course) =>
        `<option value="${escapeHtml(courseListId(course.slug))}">${escapeHtml(course.name)}</option>`,
    )
    .join('');
  return `<section aria-labelledby="lista-de-espera"><h2 id="lista-de-espera">Listas de espera</h2>
<form method="post" action="${RELEASE_ROUTE}">
<p><label>Programa o curso <select name="programa"><optgroup label="Programas de vacaciones">${options}</optgroup><optgroup label="Cursos">${courseOptions}</optgroup></select></label></p>
<p><label>Cuenta (opcional, para una cuenta <code>+etiqueta</code>) <input type="email" name="cuenta"></label></p>
<button type="submit">Liberar un cupo</button></form>
<form method="post" action="${LEAVE_ROUTE}">
<p><label>Programa o curso <select name="programa"><optgroup label="Programas de vacaciones">${options}</optgroup><optgroup label="Cursos">${courseOptions}</optgroup></select></label></p>
<p><label>Cuenta (opcional, para una cuenta <code>+etiqueta</code>) <input type="email" name="cuenta"></label></p>
<button type="submit">Avanzar la lista de espera</button></form>
<form method="post" action="${FILL_ROUTE}">
<p><label>Programa o curso <select name="programa"><optgroup label="Programas de vacaciones">${options}</optgroup><optgroup label="Cursos">${courseOptions}</optgroup></select></label></p>
<p><label>Horario o grupo (opcional, su id; vacío: todos) <input name="horario"></label></p>
<p><label>Cuenta (opcional, para una cuenta <code>+etiqueta</code>) <input type="email" name="cuenta"></label></p>
<button type="submit">Ocupar los cupos</button></form></section>`;
}

export function mountWaitlistSupport(app: Express, policy: SupportPolicy): void {
  postSupportForm(app, RELEASE_ROUTE, policy, (body, res) => {
    const listId = asText(body?.programa);
    const email = asText(body?.cuenta).trim().toLowerCase();
    const user = email ? db.user.findFirst({ where: { email: { equals: email } } }) : null;
    if (email && !user) return refuseSupportForm(res, 404, 'No existe esa cuenta.');
    const scope = scopeOfUser(user?.id ?? null);
    if (!releaseListSeat(scope, listId))
      return refuseSupportForm(res, 409, 'Ese programa o curso no tiene cupos que liberar.');
    // The first family on the list is told now, not at the next page view.
    advance(scope, listId, new Date());
    res.redirect(303, '/__mocks#lista-de-espera');
  });
  postSupportForm(app, LEAVE_ROUTE, policy, (body, res) => {
    const listId = asText(body?.programa);
    const email = asText(body?.cuenta).trim().toLowerCase();
    const user = email ? db.user.findFirst({ where: { email: { equals: email } } }) : null;
    if (email && !user) return refuseSupportForm(res, 404, 'No existe esa cuenta.');
    if (!leaveFirst(scopeOfUser(user?.id ?? null), listId, new Date()))
      return refuseSupportForm(res, 409, 'Nadie espera en esa lista.');
    res.redirect(303, '/__mocks#lista-de-espera');
  });
  postSupportForm(app, FILL_ROUTE, policy, (body, res) => {
    const listId = asText(body?.programa);
    const groupId = asText(body?.horario).trim() || null;
    const email = asText(body?.cuenta).trim().toLowerCase();
    const user = email ? db.user.findFirst({ where: { email: { equals: email } } }) : null;
    if (email && !user) return refuseSupportForm(res, 404, 'No existe esa cuenta.');
    if (!fillListSeats(scopeOfUser(user?.id ?? null), listId, groupId))
      return refuseSupportForm(res, 409, 'Ese horario ya no tiene cupos, o no existe.');
    res.redirect(303, '/__mocks#lista-de-espera');
  });
}
