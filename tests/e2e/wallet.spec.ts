/**
 * Yape and Plin on a soles invoice (decision 085): without JavaScript, a refusal keeps the phone
 * (never the code) and says why; the test code then pays, and Mis compras says Yape.
 */
import { expect, test } from './fixtures';
import { WALLET_REFUSAL } from '../../kernel/texts/wallet';
import { chooseMethod, openPagar, startInvoice } from './checkout-support';

test(
  'JS off: a wrong code keeps the phone; the approving code pays with Yape',
  { tag: '@no-js' },
  async ({ page, signIn }) => {
    await signIn('padre+yape1@example.com', '/dashboard');
    await openPagar(page, `curso=curso-de-videojuegos-con-roblox`);
    await startInvoice(page, 'Sofía');
    await chooseMethod(page, /^Tarjeta de crédito o débito$/);
    const wallet = page.getByTestId('wallet-step');
    await wallet.getByLabel('Número de celular de tu billetera').fill('987654321');
    await wallet.getByLabel('Código de aprobación').fill('000000');
    await wallet.getByLabel('Acepto los términos y condiciones').check();
    await wallet.getByRole('button', { name: 'PAGAR CON BILLETERA' }).click();
    await expect(page.getByTestId('wallet-step').getByRole('alert')).toHaveText(WALLET_REFUSAL.wrong_code);
    await expect(page.getByLabel('Número de celular de tu billetera')).toHaveValue('987654321');
    await expect(page.getByLabel('Código de aprobación')).toHaveValue('');
    await page.getByLabel('Código de aprobación').fill('123456');
    await page.getByTestId('wallet-step').getByLabel('Acepto los términos y condiciones').check();
    await page.getByRole('button', { name: 'PAGAR CON BILLETERA' }).click();
    await expect(page.getByText('¡Pago aprobado y completado con éxito!')).toBeVisible();
    await page.goto('/dashboard/compras');
    await expect(page.getByRole('main')).toContainText('Yape');
  },
);
