/**
 * Issue 76 point 12: a vacation e-mail wrote its class hours without their zone, where the page
 * names it ('Horas en tu zona horaria (hora de Perú)'). The simulated API writes Lima's hours and
 * says so, approved or denied.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { CARDS, chargeAndEnroll, startedPayment, transactionToken } from './payment-support';

const HOURS_WITH_ZONE = /\nPrograma: .+ · .+ de \d{1,2}:\d{2} [AP]M a \d{1,2}:\d{2} [AP]M \(hora de Perú\)\n/;

async function vacationEmail(card: string) {
  const { payment, checkoutCaller } = await startedPayment('padre@example.com');
  const caller = checkoutCaller(payment);
  await chargeAndEnroll(caller, {
    purchaseNumber: payment.purchaseNumber,
    transactionToken: transactionToken(payment.sessionKey, card),
  });
  const [email] = db.outboxEmail.getAll().filter((sent) => sent.purchaseId === payment.purchaseNumber);
  return email?.text ?? '';
}

describe("a vacation e-mail's class hours", () => {
  it('name their zone on the receipt', async () => {
    expect(await vacationEmail(CARDS.visa)).toMatch(HOURS_WITH_ZONE);
  });

  it('and on a denial', async () => {
    expect(await vacationEmail(CARDS.deny180)).toMatch(HOURS_WITH_ZONE);
  });
});
