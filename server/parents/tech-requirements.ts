/** Null when the child's operating system is unknown. */
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
