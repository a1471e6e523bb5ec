/** The Game Jam's fixed rules (spec §5, §9): who may take part and who wins prizes. */

/** Participants aged 9 to 16; entry is free. */
export const GAME_JAM_AGES = { from: 9, to: 16 } as const;

/** Prizes go to the top three of each category. */
export const GAME_JAM_PRIZED_PLACES = 3;

export const GAME_JAM_CATEGORIES = [
  { name: 'Juniors', from: 9, to: 12 },
  { name: 'Teens', from: 13, to: 16 },
] as const;

/** 'Juniors (9 a 12 años)' */
export function categoryText(category: { name: string; from: number; to: number }): string {
  return `${category.name} (${category.from} a ${category.to} años)`;
}
