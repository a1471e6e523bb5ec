/**
 * The last seat of a vacation schedule on two app instances sharing Redis and the standalone
 * upstream (issue 56 point 4, decision 092): two families press 'Finalizar Pago' at the same
 * moment, one on each instance. The upstream sells the seat once: one gets the payment step, the
 * other the 'schedule full' message, before anything is charged. Fixture accounts (not aliases),
 * so both count the same seats.
 */
import { describe, expect, it } from 'vitest';
import { WAITLIST_TEXT } from '../../../kernel/texts/waitlist';
import type { TwoInstances } from '../harness/two-instances';
import { newBrowser } from '../harness/http-client';
import { visibleText } from '../support/html';
import { choosePurchase, startPayment } from '../support/purchase';
import { describe as describeAnswer, isRedirect, signIn } from '../support/sign-in';

export function describeWaitlist(instances: () => TwoInstances): void {
  /** 'Python' (12 años a más), third schedule: 5 of 6 seats taken in fixtures/waitlist.ts. */
  const LAST_SEAT = { program: 0, schedule: 2 } as const;

  describe('the last seat on two instances', () => {
    it('sells once: one payment step, one refusal before any charge', async () => {
      const { a, b } = instances();
      const onA = newBrowser(a);
      const onB = newBrowser(b);
      await Promise.all([signIn(onA, 'mama.mx@example.com'), signIn(onB, 'alumno@example.com')]);
      await Promise.all([
        choosePurchase(onA, '12_plus', LAST_SEAT),
        choosePurchase(onB, '12_plus', LAST_SEAT),
      ]);

      const starts = await Promise.all([startPayment(onA), startPayment(onB)]);
      for (const answer of starts) expect(isRedirect(answer), describeAnswer(answer)).toBe(true);
      const locations = starts.map((answer) => answer.headers.location ?? '');
      expect(
        locations.filter((location) => location.includes('paso=pago')),
        locations.join(' '),
      ).toHaveLength(1);

      const refused = starts.findIndex((answer) => !(answer.headers.location ?? '').includes('paso=pago'));
      const page = await [onA, onB][refused].follow(starts[refused]);
      expect(visibleText(page.body)).toContain(WAITLIST_TEXT.scheduleFull);
    });
  });
}
