/** Each class afterwards, in the parents' zone and the student dashboard (issue 56). */
export const CLASS_HISTORY_TEXT = {
  summary: (count: number) =>
    count === 1 ? 'Historial de clases (1 clase)' : `Historial de clases (${count} clases)`,
  attendance: { attended: 'Asistió', absent: 'Faltó', excused: 'Falta justificada' },
  note: 'Nota del profesor:',
  homework: 'Ver tarea',
  recording: 'Ver grabación',
  recordingUntil: (date: string) => `Disponible hasta el ${date}`,
  recordingGone: 'Grabación no disponible',
  older: 'Ver clases anteriores',
  newer: 'Ver clases más recientes',
  unavailable: 'No pudimos cargar el historial de clases. Vuelve a intentarlo en unos minutos.',
} as const;
