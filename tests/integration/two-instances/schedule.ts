/**
 * 'Cambiar horario' on two app instances sharing Redis and the standalone upstream (decision
 * 037): two changes of one enrolment sent at once, one to each instance. One wins; the other gets
 * the concurrent-change message (the store lock across instances, then the upstream's version);
 * the upstream moved the child once: version 1, the old group's seat given back once.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TwoInstances } from '../harness/two-instances';
import { SCHEDULE_REFUSED } from '../../../kernel/texts/schedule';
import { newBrowser } from '../harness/http-client';
import { visibleText } from '../support/html';
import { describe as describeAnswer, signIn } from '../support/sign-in';

export function describeScheduleChanges(instances: () => TwoInstances): void {
  // Named without the Lima hour content embeds: the hours beside them are the parent's (decision 080).
  const MON_WED = 'Grupo Lunes y Miércoles';
  const TUE_THU = 'Grupo Martes y Jueves';

  /** The value of the radio labelled `name` on a schedule page. */
  function groupIdOf(html: string, name: string): string {
    const id = new RegExp(`<label for="grupo-(\\d+)">${name}</label>`).exec(html)?.[1];
    if (!id) throw new Error(`no group '${name}' on the page`);
    return id;
  }

  const versionOf = (html: string) => /name="version" value="(\d+)"/.exec(html)?.[1];

  describe('Cambiar horario on two instances', () => {
    it('two changes of one enrolment at once: one wins, the other is told, the upstream moved it once', async () => {
      const { a, b } = instances();
      const onA = newBrowser(a);
      await signIn(onA, `horario+${randomBytes(5).toString('hex')}@example.com`);
      const onB = onA.at(b);

      const dashboard = await onA.get('/dashboard');
      const path = /href="(\/dashboard\/horario\/\d+)"/.exec(dashboard.body)?.[1];
      if (!path) throw new Error('the dashboard offers no Cambiar horario');
      const [pageA, pageB] = await Promise.all([onA.get(path), onB.get(path)]);
      expect(versionOf(pageA.body)).toBe('0');
      expect(versionOf(pageB.body)).toBe('0');
      const monWed = groupIdOf(pageA.body, MON_WED);

      const answers = await Promise.all([
        onA.postForm(path, { groupId: monWed, version: '0' }),
        onB.postForm(path, { groupId: monWed, version: '0' }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, answers.map(describeAnswer).join('\n')).toEqual([302, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(visibleText(loser?.body ?? '')).toContain(SCHEDULE_REFUSED['concurrent-change']);

      // What the upstream holds, read through either instance: moved once.
      for (const browser of [onA, onB]) {
        const after = await browser.get(path);
        expect(versionOf(after.body)).toBe('1');
        const text = visibleText(after.body);
        expect(text).toContain('Lunes y Miércoles de 6:00 PM a 7:30 PM');
        // Its old group (3 others + this child) got exactly one seat back: 6 − 2.
        expect(text).toContain(`${TUE_THU}`);
        expect(text).toMatch(/Grupo Martes y Jueves [^·]*4:00 PM[^·]*· Quedan 4 cupos/);
        expect(text).not.toContain(MON_WED);
      }
    }, 60_000);
  });
}
