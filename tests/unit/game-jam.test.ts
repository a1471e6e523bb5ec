import { describe, expect, it } from 'vitest';
import { faqs } from '../../fixtures/faqs';
import {
  GAME_JAM_AGES,
  GAME_JAM_CATEGORIES,
  GAME_JAM_PRIZED_PLACES,
  categoryText,
} from '../../app/lib/game-jam';

describe('Game Jam rules (spec §5, §9)', () => {
  it('participants aged 9 to 16, in Juniors 9–12 and Teens 13–16 with no age left out', () => {
    expect(GAME_JAM_AGES).toEqual({ from: 9, to: 16 });
    expect(GAME_JAM_CATEGORIES.map(categoryText)).toEqual(['Juniors (9 a 12 años)', 'Teens (13 a 16 años)']);
    for (let age = GAME_JAM_AGES.from; age <= GAME_JAM_AGES.to; age++)
      expect(
        GAME_JAM_CATEGORIES.filter((c) => c.from <= age && age <= c.to),
        `age ${age}`,
      ).toHaveLength(1);
  });

  it('prizes for the top three of each category', () => {
    expect(GAME_JAM_PRIZED_PLACES).toBe(3);
  });

  it('the FAQ content says the same: ages, free entry, prizes', () => {
    const answers = faqs
      .filter((faq) => faq.page === 'gamejam')
      .map((faq) => faq.answer)
      .join(' ');
    expect(answers).toContain('de 9 a 16 años');
    expect(answers).toContain('gratuita');
    expect(answers).toContain('tres primeros puestos');
    expect(answers).toContain('Juniors (9 a 12 años)');
    expect(answers).toContain('Teens (13 a 16 años)');
  });
});
