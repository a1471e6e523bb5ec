import { OutcomeError } from '../trpc/outcomes';
import { getVacationCampaign } from '../upstream/vacation';
import type { AgeRangeName } from '../upstream/schemas/content';
import type { VacationProgram } from '../upstream/schemas/vacation';

/** Spec §9: only the first 2 programs are shown on the purchase page. */
export const PROGRAMS_SHOWN = 2;

/** One of the first 2 of its age range, from fresh campaign data; hidden or withdrawn, not found. */
export async function shownProgram(ageRange: AgeRangeName, programId: string): Promise<VacationProgram> {
  const campaign = await getVacationCampaign(ageRange);
  const program = campaign.programs.slice(0, PROGRAMS_SHOWN).find((p) => p.id === programId);
  if (!program) throw new OutcomeError({ kind: 'not-found' }, 'Programa no disponible');
  return program;
}
