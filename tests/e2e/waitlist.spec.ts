/**
 * Waitlist of a full vacation program (issue 56 point 4, decision 092), without JavaScript only
 * (the page does not hydrate before a payment opens): 'Sin cupos', joining for a child and the
 * position, and the call failing. Each test buys with an alias account: its own copy of the seats
 * and of the family already waiting.
 */
import { expect, test } from './fixtures';
import { aliasEmail, useScenario } from './support';

const FULL_PROGRAM = '/enrollment?edad=5_to_7&programa=vac-5_to_7-1&horario=vg-5-1-1';

test('a full program offers the waitlist, and Diego joins it second', async ({ page, signIn }, testInfo) => {
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

test('the call failing: a Spanish message, Diego still chosen, nothing listed', async ({
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
