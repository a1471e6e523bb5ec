import { describe, expect, it } from 'vitest';
import {
  RECOMMENDED_INDEX,
  defaultScheduleText,
  programOptions,
} from '../../server/vacation-purchase/program-options';
import { fixtureProgram } from './purchase-fixtures';

describe('programOptions: the payment cards of /enrollment come from the program being bought', () => {
  const roblox = fixtureProgram('vac-8_to_11-1');
  const pack = fixtureProgram('vac-8_to_11-2');

  it("two schedules on the same days differ by their hours, in the buyer's zone (issue 20)", () => {
    const mexico = programOptions(roblox, null, 'America/Mexico_City');
    expect(mexico.map((option) => `${option.title} ${option.times}`)).toEqual([
      'Lunes y Miércoles 3:00 PM a 4:30 PM (hora de Ciudad de México)',
      'Martes y Jueves 9:00 AM a 10:30 AM (hora de Ciudad de México)',
      'Martes y Jueves 4:00 PM a 5:30 PM (hora de Ciudad de México)',
    ]);
  });

  it('one card per group of the chosen program, with its content dates, days and sessions', () => {
    expect(programOptions(roblox, 'vg-8-1-1')).toEqual([
      {
        groupId: 'vg-8-1-1',
        title: 'Lunes y Miércoles',
        times: '4:00 PM a 5:30 PM (hora de Perú)',
        scheduleText: 'Del 11 de enero al 3 de febrero de 2027',
        frequency: 2,
        sessions: 8,
        recommended: false,
        chosen: true,
        courses: [
          {
            name: 'Curso de Videojuegos con Roblox',
            modules: [
              { name: 'Mi primer mundo en Roblox Studio' },
              { name: 'Obby: carreras de obstáculos' },
              { name: 'Programo con Lua: scripts y eventos' },
              { name: 'Publico mi juego en Roblox' },
            ],
          },
        ],
      },
      expect.objectContaining({
        groupId: 'vg-8-1-2',
        title: 'Martes y Jueves',
        times: '10:00 AM a 11:30 AM (hora de Perú)',
        scheduleText: 'Del 12 de enero al 4 de febrero de 2027',
        sessions: 8,
        chosen: false,
      }),
      expect.objectContaining({
        groupId: 'vg-8-1-3',
        title: 'Martes y Jueves',
        times: '5:00 PM a 6:30 PM (hora de Perú)',
        scheduleText: 'Del 2 al 25 de febrero de 2027',
        recommended: true,
      }),
    ]);
  });

  it('the two-course pack: four days a week, 16 sessions, both courses on every card', () => {
    const options = programOptions(pack, 'vg-8-2-2');
    expect(options.map((o) => [o.title, o.frequency, o.sessions, o.chosen])).toEqual([
      ['Lunes, Martes, Miércoles y Jueves', 4, 16, false],
      ['Lunes, Martes, Miércoles y Jueves', 4, 16, true],
    ]);
    expect(options[0].courses.map((c) => c.name)).toEqual([
      'Curso de YouTuber Kids',
      'Animación con Scratch',
    ]);
  });

  it("no card ever shows the spec's fixed 2022-era dates when content has its own", () => {
    for (const id of ['vac-5_to_7-1', 'vac-5_to_7-2', 'vac-8_to_11-1', 'vac-8_to_11-2', 'vac-12_plus-1']) {
      for (const option of programOptions(fixtureProgram(id), null)) {
        expect(option.scheduleText).toMatch(/ de 2027$/);
        expect([0, 1, 2].map(defaultScheduleText)).not.toContain(option.scheduleText);
      }
    }
  });

  it("without content texts the spec's fixed ones are the default, by position (spec §9)", () => {
    const bare = { ...roblox, groups: roblox.groups.map(({ schedule_text: _text, ...group }) => group) };
    expect(programOptions(bare, null).map((o) => o.scheduleText)).toEqual([
      'Del 2 al 28 de febrero',
      'Del 1 al 24 de febrero',
      '4 días a la semana, del 4 al 31 de enero',
    ]);
    const blank = { ...roblox, groups: roblox.groups.map((group) => ({ ...group, schedule_text: '  ' })) };
    expect(programOptions(blank, null)[0].scheduleText).toBe('Del 2 al 28 de febrero');
  });

  it("only the option at index 2 is 'Recomendado'; no chosen card for an unknown group", () => {
    expect(RECOMMENDED_INDEX).toBe(2);
    const options = programOptions(roblox, 'vg-nope');
    expect(options.map((o) => o.recommended)).toEqual([false, false, true]);
    expect(options.some((o) => o.chosen)).toBe(false);
  });

  it('a program without groups has no cards', () => {
    expect(programOptions(fixtureProgram('vac-12_plus-2'), null)).toEqual([]);
  });
});
