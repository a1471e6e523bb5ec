export const GAME_JAM_AGES = { from: 9, to: 16 } as const;

export const GAME_JAM_PRIZED_PLACES = 3;

export const GAME_JAM_CATEGORIES = [
  { name: 'Juniors', from: 9, to: 12 },
  { name: 'Teens', from: 13, to: 16 },
] as const;

export function categoryText(category: { name: string; from: number; to: number }): string {
  return `${category.name} (${category.from} a ${category.to} años)`;
}
