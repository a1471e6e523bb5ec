/**
 * Every text the parents' dashboard shows, in one place, so the spec's words (§4 "Course status",
 * §9 labels and fallbacks) are checked once and the few texts the spec does not give are easy to
 * find and reword. Pure: no dates, no I/O.
 */
import type { CourseEnrolment, CourseStatus } from '../upstream/schemas/parents';

/** Spec §4, word for word ('Proximamente' is written without accent in the spec). */
export const STATUS_LABEL: Record<CourseStatus, string> = {
  has_not_started: 'Programado',
  in_progress: 'En progreso',
  has_ended: 'Completado',
  blocked: 'Proximamente',
  remaining: 'Por definir',
};

/** Spec §4: state 'abandoned' shows 'No completado', whatever the status. */
export const ABANDONED_LABEL = 'No completado';

/** A status key for styling: the upstream status, or 'abandoned', which takes precedence. */
export type StatusKey = CourseStatus | 'abandoned';

export function statusKeyOf(enrolment: Pick<CourseEnrolment, 'status' | 'state'>): StatusKey {
  return enrolment.state === 'abandoned' ? 'abandoned' : enrolment.status;
}

export function statusLabel(enrolment: Pick<CourseEnrolment, 'status' | 'state'>): string {
  const key = statusKeyOf(enrolment);
  return key === 'abandoned' ? ABANDONED_LABEL : STATUS_LABEL[key];
}

/** Spec §9 fallbacks, word for word. */
export const FALLBACK = {
  /** The short value shown where the date would be… */
  startDate: 'Próximamente',
  /** …and its explanation, shown beside it (or as its title) so the parent knows why. */
  startDateNote: 'Fecha de inicio por definir',
  teacher: 'No asignado aún',
  project: 'Sin descripción',
  material: 'No es necesario que descargues ningún material.',
} as const;

/** Spec §2 headings and button texts, word for word. */
export const TEXT = {
  pathsTab: 'Rutas de Aprendizaje',
  coursesTab: 'Cursos Individuales',
  finalCertificateStep: 'Certificado Final',
  pastPaths: 'Rutas anteriores:',
  pastCourses: 'Cursos anteriores:',
  seeCourses: 'Ver cursos',
  seeCourse: 'Ver curso',
  seePath: 'Ver ruta',
  buyCourse: 'Comprar curso',
  buyPath: 'Comprar ruta completa',
  virtualRoom: 'Aula virtual',
} as const;

/**
 * Texts the spec does not give (the page still needs words for them). Kept few and plain; change
 * them here only.
 */
export const UI_TEXT = {
  joinClass: 'Ir a la clase',
  contactSupport: 'Contactar a soporte',
  downloadMaterial: 'Descargar material',
  curriculum: 'Plan de estudios',
  downloadCertificate: 'Descargar certificado',
  previousStep: 'Paso anterior',
  nextStep: 'Paso siguiente',
  certificateAvailable: 'Disponible',
  certificatePending: 'Pendiente',
  certificateInPreparation: 'Tu certificado estará disponible pronto.',
  courseType: 'Curso',
  pathType: 'Ruta',
} as const;

/** 'Nivel 2' */
export function levelText(level: number): string {
  return `Nivel ${level}`;
}

/**
 * Spec §9: 'mes' for 1, 'meses' otherwise, 'm.' for 10 or more — applied literally, so 9.5 is
 * '9.5 meses' and 10 is '10 m.'.
 */
export function durationLabel(months: number): string {
  if (months >= 10) return `${months} m.`;
  return `${months} ${months === 1 ? 'mes' : 'meses'}`;
}

/** Spec §9: 'vez' for 1, 'veces' otherwise → '1 vez por semana', '2 veces por semana'. */
export function frequencyLabel(perWeek: number): string {
  return `${perWeek} ${perWeek === 1 ? 'vez' : 'veces'} por semana`;
}

/** '1 sesión', '16 sesiones' (not in the spec; the course details show the count). */
export function sessionsLabel(count: number): string {
  return `${count} ${count === 1 ? 'sesión' : 'sesiones'}`;
}

/** Spec §9: progress shows 100% once the course has ended, whatever the API's number. */
export function progressPercent(enrolment: Pick<CourseEnrolment, 'status' | 'progress'>): number {
  if (enrolment.status === 'has_ended') return 100;
  return Math.round(Math.min(100, Math.max(0, enrolment.progress)));
}

/** '-15%' when there is a discount (rounded down, as spec §9 rounds discounts), else null. */
export function discountLabel(percent: number): string | null {
  const whole = Math.floor(percent);
  return whole > 0 ? `-${whole}%` : null;
}

/** 'Falta 1 curso…' / 'Faltan 3 cursos…' (not in the spec: what remains before the path certificate). */
export function coursesLeftText(count: number): string {
  return count === 1
    ? 'Falta 1 curso para obtener el certificado de la ruta.'
    : `Faltan ${count} cursos para obtener el certificado de la ruta.`;
}
