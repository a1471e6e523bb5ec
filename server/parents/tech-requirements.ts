/** The selected child's technical requirements for the parents' zone (docs/decisions/019), or null when the system is unknown. */
import {
  OPERATING_SYSTEM_LABEL,
  technicalRequirements,
  type OperatingSystem,
} from '../forms/options/operating-systems';

export interface TechRequirementsView {
  system: string;
  items: string[];
}

export function techRequirementsView(
  system: OperatingSystem | null | undefined,
): TechRequirementsView | null {
  return system ? { system: OPERATING_SYSTEM_LABEL[system], items: technicalRequirements(system) } : null;
}
