/**
 * The spec's two age lists (§3 option lists). The first sorts programs and courses; the second
 * asks a person's age where a form needs it (the trial class), and each of its ages falls in one
 * program range, except the youngest, for whom there is no class yet.
 */
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

/** The second list: 0_to_4, 5_to_7, 8_to_11, 12_to_15, 16_to_18, 19_plus. */
export const STUDENT_AGES = ['0_to_4', '5_to_7', '8_to_11', '12_to_15', '16_to_18', '19_plus'] as const;
export type StudentAge = (typeof STUDENT_AGES)[number];

export const STUDENT_AGE_LABEL: Record<StudentAge, string> = {
  '0_to_4': '0 a 4 años',
  '5_to_7': '5 a 7 años',
  '8_to_11': '8 a 11 años',
  '12_to_15': '12 a 15 años',
  '16_to_18': '16 a 18 años',
  '19_plus': '19 años a más',
};

/** Spec §3 writes 12_plus as '12-15' and '16+': every age from 12 on is in it. */
export const PROGRAM_RANGE_OF_AGE: Record<StudentAge, AgeRange | null> = {
  '0_to_4': null,
  '5_to_7': '5_to_7',
  '8_to_11': '8_to_11',
  '12_to_15': '12_plus',
  '16_to_18': '12_plus',
  '19_plus': '12_plus',
};

/**
 * A product recommended to a child is one of the child's own age range (issue 76 point 9): one
 * rule for the simulated API's recommendations and for what the parents' zone shows. A child whose
 * range the API does not know gets what it sends: nothing says it is outside.
 */
export function fitsChildAge(productRange: string, childRange: AgeRange | null | undefined): boolean {
  return !childRange || productRange === childRange;
}
