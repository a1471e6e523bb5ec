/** Waitlists for full vacation programs and courses (issue 56 point 4, decisions 092, 093): what the pages say. */

/** The API's refusal codes for joining (server/upstream/schemas/waitlist.ts parses them). */
export const WAITLIST_REFUSAL_CODES = ['already_listed', 'seats_available'] as const;
export type WaitlistRefusalCode = (typeof WAITLIST_REFUSAL_CODES)[number];

export const WAITLIST_TEXT = {
  full: 'Sin cupos',
  /** A schedule or group with at most LAST_SEATS seats (server/waitlist/seat-states.ts). */
  lastSeats: 'Últimos cupos',
  /** Beside the schedules: the seats as they are now (without JavaScript, the only way to see them change). */
  refresh: 'Actualizar',
  fullLead:
    'Todos los horarios de este programa están llenos. Únete a la lista de espera y te avisamos si se libera un cupo.',
  /** /pagar: every group of the course is full. */
  courseFullLead:
    'Todos los grupos de este curso están llenos. Únete a la lista de espera y te avisamos si se libera un cupo.',
  /** /pagar: a full group in the list of groups, '{label} — Sin cupos'. */
  fullGroup: (label: string) => `${label} — Sin cupos`,
  /** /pagar: a group with its last seats, '{label} — Últimos cupos'. */
  lastGroup: (label: string) => `${label} — Últimos cupos`,
  /** A student buying for themselves: the list is a parent's, for a child. */
  fullForStudent:
    'Todos los horarios de este programa están llenos. Escríbenos y te ayudamos a encontrar otro programa.',
  join: 'Unirme a la lista de espera',
  chooseChild: 'Elige a tu hijo o hija para la lista de espera.',
  legend: '¿A quién anotamos en la lista de espera?',
  alreadyListed: 'Ya está en la lista de espera.',
  position: (position: number) => `Estás en el puesto ${position} de la lista de espera`,
  heldUntil: (when: string) => `Cupo reservado hasta el ${when}`,
  heldLead: 'Se liberó un cupo y te lo guardamos: puedes pagarlo ahora.',
  expired: 'Vencido',
  bought: 'Cupo usado en tu compra',
  waiting: (position: number) => `En espera: puesto ${position}`,
  sectionTitle: 'Listas de espera',
  pay: 'Pagar el cupo',
  failure:
    'No pudimos anotarte en la lista de espera. Vuelve a intentarlo en unos minutos; no se perdió nada.',
  refused: {
    already_listed: 'Tu hijo o hija ya está en esta lista de espera.',
    seats_available: 'Hay cupos otra vez: ya puedes inscribirte.',
  } satisfies Record<WaitlistRefusalCode, string>,
  /** The API refused a purchase because the schedule filled up: nothing was charged. */
  scheduleFull:
    'Este horario se acaba de llenar y no se hizo ningún cobro. Elige otro horario o únete a la lista de espera.',
  /** /pagar: the chosen group filled up; the invoice was not completed and nothing charged. */
  groupFull:
    'Ese grupo ya no tiene cupos y no se hizo ningún cobro. Elige otro grupo o deja que la academia lo asigne.',
  /** /pagar, no group chosen: the course's last seat went meanwhile; nothing charged. */
  courseFull:
    'Este curso se acaba de llenar y no se hizo ningún cobro. Únete a la lista de espera y te avisamos si se libera un cupo.',
} as const;
