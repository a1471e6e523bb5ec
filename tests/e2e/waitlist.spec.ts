/**
 * Waitlists of a full vacation program and a full course (issue 56 point 4, decisions 092, 093):
 * 'Sin cupos', joining for a child and the position, the call failing, and a full group marked on
 * /pagar (the router tests cover the rest). /enrollment's waitlist is a page that does not hydrate
 * and /pagar's select is the server's: those run without JavaScript; /pagar hydrates, so joining
 * a course's list runs both ways. Each test buys
 * with an alias account: its own copy of the seats and of the family already waiting.
 */
import { expect, test } from './fixtures';
import { aliasEmail, useScenario } from './support';

const FULL_PROGRAM = '/enrollment?edad=5_to_7&programa=vac-5_to_7-1&horario=vg-5-1-1';

test('a full program offers the waitlist, and Diego joins it second @no-js', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn(aliasEmail(testInfo), FULL_PROGRAM);
  await expect(page.getByTestId('option-full')).toHaveText(['Sin cupos', 'Sin cupos']);
  await expect(page.getByRole('button', { name: 'Finalizar Pago' })).toHaveCount(0);
  const waitlist = page.getByTestId('waitlist');
  await expect(
    waitlist.getByRole('group', { name: '¿A quién anotamos en la lista de espera?' }),
  ).toBeVisible();
  await waitlist.getByRole('radio', { name: 'Diego' }).check();
  await waitlist.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(page.getByTestId('waitlist-entries')).toHaveText(
    'Diego: Estás en el puesto 2 de la lista de espera',
  );
  // Listed once: with no other child of the right age, nothing more to join.
  await expect(waitlist.getByRole('button', { name: 'Unirme a la lista de espera' })).toHaveCount(0);
});

test('the call failing: a Spanish message, Diego still chosen, nothing listed @no-js', async ({
  page,
  context,
  baseURL,
  signIn,
}, testInfo) => {
  await useScenario(context, baseURL, 'waitlist-error');
  await signIn(aliasEmail(testInfo), FULL_PROGRAM);
  const waitlist = page.getByTestId('waitlist');
  await waitlist.getByRole('radio', { name: 'Diego' }).check();
  await waitlist.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No pudimos anotarte en la lista de espera. Vuelve a intentarlo en unos minutos; no se perdió nada.',
  );
  await expect(waitlist.getByRole('radio', { name: 'Diego' })).toBeChecked();
  await expect(page.getByTestId('waitlist-entries')).toHaveCount(0);
});

test('a full course on /pagar offers its waitlist, and Diego joins it first', async ({
  page,
  signIn,
}, testInfo) => {
  await signIn(aliasEmail(testInfo), '/pagar?curso=curso-de-aventuras-de-codigo-con-kodable');
  const waitlist = page.getByTestId('waitlist');
  await expect(waitlist).toContainText('Sin cupos');
  await expect(waitlist).toContainText('Todos los grupos de este curso están llenos.');
  await expect(page.getByRole('button', { name: 'Continuar al pago' })).toHaveCount(0);
  await waitlist.getByRole('radio', { name: 'Diego' }).check();
  await waitlist.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(page.getByTestId('waitlist-entries')).toHaveText(
    'Diego: Estás en el puesto 1 de la lista de espera',
  );
});

test('/pagar marks a full group and does not let it be chosen @no-js', async ({ page, signIn }, testInfo) => {
  await signIn(aliasEmail(testInfo), '/pagar?curso=curso-de-dibujo-y-animacion-digital');
  const full = page.getByLabel('Grupo').locator('option', { hasText: 'Sin cupos' });
  await expect(full).toHaveCount(1);
  await expect(full).toHaveAttribute('value', 'grp-4-1');
  await expect(full).toBeDisabled();
});
