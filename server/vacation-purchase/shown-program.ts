import { getVacationCampaign } from '../upstream/vacation';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { VacationProgram } from '../upstream/schemas/vacation';

/** Spec §9: only the first 2 programs are shown on the purchase page. */
export const PROGRAMS_SHOWN = 2;

/** Null when hidden, withdrawn or of another age range. */
export async function findShownProgram(
  ageRange: AgeRangeName,
  programId: string,
): Promise<VacationProgram | null> {
  const campaign = await getVacationCampaign(ageRange);
  return campaign.programs.slice(0, PROGRAMS_SHOWN).find((p) => p.id === programId) ?? null;
}
