/** Make-up classes (issue 56 point 3, decision 091): the history's line and the request page. */

/** The API's refusal codes (server/upstream/schemas/make-ups.ts parses them). */
export const MAKE_UP_REFUSAL_CODES = [
  'not_absent',
  'window_passed',
  'limit_reached',
  'class_full',
  'already_in_class',
  'already_requested',
  'other_course',
] as const;
export type MakeUpRefusalCode = (typeof MAKE_UP_REFUSAL_CODES)[number];

export const MAKE_UP_TEXT = {
  link: 'Pedir recuperación',
  title: 'Pedir recuperación',
  back: 'Volver al panel',
  lead: (child: string, course: string, when: string) =>
    `${child} faltó a la clase de ${course} del ${when}. Elige una clase de otro grupo para recuperarla.`,
  rules: (days: number, max: number) =>
    `Puedes pedirla hasta ${days} días después de la clase y hasta ${max} recuperaciones por curso.`,
  until: (when: string) => `Plazo para pedirla: hasta el ${when}.`,
  legend: 'Clases disponibles',
  seatsLeft: (seats: number) => (seats === 1 ? 'Queda 1 vacante' : `Quedan ${seats} vacantes`),
  full: 'Sin vacantes',
  submit: 'Pedir esta clase',
  chooseOne: 'Elige una clase para la recuperación.',
  noClasses: 'Por ahora no hay clases de otros grupos con vacantes. Escríbenos por el chat y te ayudamos.',
  failure: 'No pudimos enviar tu pedido. Vuelve a intentarlo en unos minutos.',
  status: {
    solicitada: 'Recuperación solicitada',
    confirmada: (when: string) => `Recuperación confirmada: ${when}`,
    rechazada: (reason: string) => `Recuperación rechazada: ${reason}`,
  },
  /** Why the API refused: one Spanish message each. */
  refused: {
    not_absent: 'Solo puedes pedir recuperación de una clase a la que faltó.',
    window_passed: 'El plazo para pedir la recuperación de esta clase ya terminó.',
    limit_reached: 'Ya se usaron todas las recuperaciones permitidas en este curso.',
    class_full: 'Esa clase se acaba de llenar. Elige otra, por favor.',
    already_in_class: 'Tu hijo o hija ya tiene un lugar en esa clase. Elige otra, por favor.',
    already_requested: 'Esta clase ya tiene una recuperación pedida.',
    other_course: 'Esa clase ya no está disponible. Elige otra, por favor.',
  } satisfies Record<MakeUpRefusalCode, string>,
} as const;
