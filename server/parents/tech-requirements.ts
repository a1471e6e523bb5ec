/** Null when the child's operating system is unknown. */
import {
  OPERATING_SYSTEM_LABEL,
  technicalRequirements,
  type OperatingSystem,
} from '../forms/options/operating-systems';

export function techRequirementsView(system: OperatingSystem | null | undefined) {
  return system ? { system: OPERATING_SYSTEM_LABEL[system], items: technicalRequirements(system) } : null;
}
