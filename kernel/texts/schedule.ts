/** 'Cambiar horario': moving a child to another group of the same course before it starts. */

/** Why a change was refused (the upstream's code, or our lock): one Spanish message each. */
export type ScheduleRefusal =
  | 'started'
  | 'closed'
  | 'group-full'
  | 'other-course'
  | 'same-group'
  | 'concurrent-change';

/** Why the page shows no list of groups (the upstream's `change.reason`). */
export type ScheduleClosedReason = 'started' | 'closed';

export const SCHEDULE_TEXT = {
  link: 'Cambiar horario',
  title: 'Cambiar horario',
  lead: (child: string, course: string) => `Elige otro grupo de ${course} para ${child}.`,
  current: 'Horario actual',
  noSchedule: 'Todavía sin horario asignado',
  startsOn: (date: string) => `Empieza el ${date}`,
  chooseLegend: 'Grupos disponibles',
  seatsLeft: (seats: number) => (seats === 1 ? 'Queda 1 cupo' : `Quedan ${seats} cupos`),
  full: 'Sin cupos',
  submit: 'Cambiar a este grupo',
  submitting: 'CAMBIANDO...',
  deadline: (when: string) => `Puedes cambiar de horario hasta el ${when}.`,
  noGroups: 'Por ahora no hay otros grupos de este curso con cupos.',
  /** After noGroups: its first words are the chat link. */
  askInChat: { link: 'Escríbenos por el chat', rest: ' si necesitas otro horario.' },
  chatMessage: (childName: string, course: string) =>
    `Hola, necesito otro horario para ${childName} en el curso ${course}.`,
  back: '← Volver a la Zona de Padres',
  changed: (course: string) =>
    `¡Listo! Cambiamos el horario de ${course}. El calendario ya tiene las nuevas fechas.`,
  chooseOne: 'Elige un grupo para continuar.',
  failure: 'No pudimos cambiar el horario en este momento. Inténtalo de nuevo en unos minutos.',
} as const;

export const SCHEDULE_CLOSED: Record<ScheduleClosedReason, (hours: number) => string> = {
  started: () => 'El curso ya empezó: ya no se puede cambiar de horario.',
  closed: (hours) =>
    `Faltan menos de ${hours} horas para la primera clase: ya no se puede cambiar de horario. Escríbenos por el chat si tienes un problema con el horario.`,
};

export const SCHEDULE_REFUSED: Record<ScheduleRefusal, string> = {
  started: 'El curso ya empezó: ya no se puede cambiar de horario.',
  closed: 'Ya pasó el plazo para cambiar de horario antes de la primera clase.',
  'group-full': 'Ese grupo se quedó sin cupos. Elige otro grupo.',
  'other-course': 'Ese grupo no es de este curso. Elige uno de la lista.',
  'same-group': 'Tu hijo o hija ya está en ese grupo.',
  'concurrent-change':
    'El horario se cambió en otra pestaña o dispositivo mientras elegías. Revisa el horario actual y vuelve a elegir.',
};
