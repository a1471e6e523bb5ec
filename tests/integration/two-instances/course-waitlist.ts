/**
 * The last seat of a course on two app instances sharing Redis and the standalone upstream (issue
 * 56 point 4, decision 093): two families press 'Continuar al pago' on /pagar at the same moment,
 * one on each instance, leaving the group to the academy. The upstream sells the course's seat
 * once: one gets the invoice page, the other 'Este curso se acaba de llenar…' before any charge.
 * Fixture accounts (not aliases), so both count the same seats.
 */
import { describe, expect, it } from 'vitest';
import { WAITLIST_TEXT } from '../../../kernel/texts/waitlist';
import type { TwoInstances } from '../harness/two-instances';
import { newBrowser } from '../harness/http-client';
import { visibleText } from '../support/html';
import { startInvoice } from '../support/invoice';
import { describe as describeAnswer, signIn } from '../support/sign-in';

/** fixtures/waitlist.ts: 'Robótica con micro:bit' bought alone has one seat left in all its groups. */
const LAST_COURSE_SEAT = 'curso=curso-de-robotica-con-micro-bit';

export function describeCourseWaitlist(instances: () => TwoInstances): void {
  describe("a course's last seat on two instances", () => {
    it('sells once: one invoice page, one refusal before any charge', async () => {
      const { a, b } = instances();
      const onA = newBrowser(a);
      const onB = newBrowser(b);
      // Sofía and Valentina, 8 a 11 años, of two families.
      await Promise.all([signIn(onA, 'padre@example.com'), signIn(onB, 'recordatorios@example.com')]);
      const starts = await Promise.all([
        startInvoice(onA, LAST_COURSE_SEAT),
        startInvoice(onB, LAST_COURSE_SEAT),
      ]);
      const locations = starts.map((answer) => answer.headers.location ?? '');
      expect(
        locations.filter((location) => /^\/dashboard\/compras\/\d+$/.test(location)),
        starts.map(describeAnswer).join(' | '),
      ).toHaveLength(1);
      const refused = starts.find((answer) => !answer.headers.location);
      expect(refused && visibleText(refused.body)).toContain(WAITLIST_TEXT.courseFull);
    });
  });
}
