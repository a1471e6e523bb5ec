/**
 * A make-up asked twice at once (issue 56 point 3, decision 091): the same parent presses 'Pedir
 * recuperación' for Diego's absence in two tabs, each served by another app instance sharing Redis
 * and the standalone upstream. The upstream takes the seat once: one answer confirms it, the other
 * re-renders the page with the refusal; a child never holds two seats for one absence.
 */
import { describe, expect, it } from 'vitest';
import { MAKE_UP_TEXT } from '../../../kernel/texts/make-ups';
import type { TwoInstances } from '../harness/two-instances';
import { newBrowser } from '../harness/http-client';
import { visibleText } from '../support/html';
import { describe as describeAnswer, isRedirect, signIn } from '../support/sign-in';

export function describeMakeUps(instances: () => TwoInstances): void {
  /** Diego's absence in YouTuber Kids (6201): the third of its classes, numbered from 80001 in seed order. */
  const DIEGO_ABSENCE = 80_007;
  /** Another group's class with one free seat (fixtures/make-ups.ts). */
  const LAST_SEAT = '87002';

  describe('a make-up asked from two instances at once', () => {
    it('takes one seat: one confirmation, one refusal with the page kept', async () => {
      const { a, b } = instances();
      const onA = newBrowser(a);
      const onB = newBrowser(b);
      await Promise.all([signIn(onA, 'padre@example.com'), signIn(onB, 'padre@example.com')]);
      const path = `/dashboard/recuperacion/${DIEGO_ABSENCE}`;
      const pages = await Promise.all([onA.get(path), onB.get(path)]);
      for (const page of pages) expect(page.status, describeAnswer(page)).toBe(200);

      const answers = await Promise.all([
        onA.postForm(path, { classId: LAST_SEAT }),
        onB.postForm(path, { classId: LAST_SEAT }),
      ]);
      const confirmed = answers.filter((answer) => isRedirect(answer));
      const refused = answers.filter((answer) => answer.status === 409);
      expect(confirmed, answers.map(describeAnswer).join(' | ')).toHaveLength(1);
      expect(refused, answers.map(describeAnswer).join(' | ')).toHaveLength(1);
      const message = visibleText(refused[0].body);
      expect(
        [MAKE_UP_TEXT.refused.already_requested, MAKE_UP_TEXT.refused.class_full].some((text) =>
          message.includes(text),
        ),
        message,
      ).toBe(true);
      // Asked again afterwards, from either instance: still refused.
      const again = await onB.postForm(path, { classId: LAST_SEAT });
      expect(again.status, describeAnswer(again)).toBe(409);
    });
  });
}
