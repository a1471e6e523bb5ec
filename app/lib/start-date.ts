/** A course's start line (spec §8 'Sin fecha de inicio'). Public pages format it in loaders through start-date.server.ts. */
import { formatLongDate } from '@kernel/dates';

const NO_START_DATE = 'Sin fecha de inicio';

export function startDateText(initialDate: string | null): string {
  return initialDate ? `Inicia el ${formatLongDate(initialDate)}` : NO_START_DATE;
}
