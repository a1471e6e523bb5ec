/** Spanish labels for the age ranges (spec §3 option lists). */
export const AGE_RANGE_ORDER = ['5_to_7', '8_to_11', '12_plus'] as const;
export type AgeRange = (typeof AGE_RANGE_ORDER)[number];

export const AGE_RANGE_LABEL: Record<AgeRange, string> = {
  '5_to_7': '5 a 7 años',
  '8_to_11': '8 a 11 años',
  '12_plus': '12 años a más',
};

export function isAgeRange(value: string | null | undefined): value is AgeRange {
  return !!value && (AGE_RANGE_ORDER as readonly string[]).includes(value);
}
