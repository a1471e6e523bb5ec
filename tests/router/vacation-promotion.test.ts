/**
 * A vacation promotion's end and places left (issue 75): the simulated API announces them with
 * the program, the page's price carries them, and an ended or sold-out promotion is neither shown
 * nor charged: the sale opens at the normal price, even for a program chosen while it held.
 */
import { describe, expect, it } from 'vitest';
import { limaDayEnd } from '../../mocks/catalogue/vacation-promotions';
import { runWithScenario } from '../../mocks/scenarios/context';
import { visitorCaller } from '../support/caller';
import { checkoutSession, ROBLOX, SOFIA } from './payment-support';

const roblox = async () => {
  const page = await visitorCaller().vacation.page({ ageRange: '8_to_11' });
  const program = page.programs.find((candidate) => candidate.id === ROBLOX.programId);
  if (!program) throw new Error('Roblox not shown');
  return program;
};

describe('vacation promotion terms', () => {
  it('the API announces the promotion’s end and places; the page’s price carries them', async () => {
    const program = await roblox();
    expect(program.pricing).toEqual({
      currency: 'PEN',
      price: 450,
      beforePrice: 600,
      discountOff: 25,
      promotion: { endsAt: limaDayEnd(16), stockLeft: 8 },
    });
  });

  it.each(['vacation-promo-ended', 'vacation-promo-sold-out'])(
    '%s: the normal price is shown and charged',
    async (scenario) => {
      const program = await runWithScenario(scenario, roblox);
      expect(program.pricing).toMatchObject({ price: 600, beforePrice: null, promotion: null });
      const payment = await runWithScenario(scenario, async () => {
        const session = await checkoutSession('padre@example.com', ROBLOX);
        expect(session.purchase).toMatchObject({ price: 600, before_price: null, exist_discount: false });
        return session.checkoutCaller(null).purchases.start(SOFIA);
      });
      expect(payment).toMatchObject({ amount: 600, currency: 'PEN' });
    },
  );

  it('chosen while the promotion held, started after it ended: opened at the normal price', async () => {
    const session = await checkoutSession('padre@example.com', ROBLOX);
    expect(session.purchase).toMatchObject({ price: 450, exist_discount: true });
    const payment = await runWithScenario('vacation-promo-sold-out', () =>
      session.checkoutCaller(null).purchases.start(SOFIA),
    );
    expect(payment).toMatchObject({ amount: 600, currency: 'PEN' });
  });
});
