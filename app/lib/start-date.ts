import { formatLongDate } from '@kernel/dates';

const NO_START_DATE = 'Sin fecha de inicio';

export function startDateText(initialDate: string | null): string {
  return initialDate ? `Inicia el ${formatLongDate(initialDate)}` : NO_START_DATE;
}
