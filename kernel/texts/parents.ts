/**
 * Every text the parents' zone shows: the spec's words (§4, §9) and the few it does not give.
 * Which status label a course shows is decided in server/parents/course-status.ts.
 */
import { formatDecimal } from '../numbers';

/**
 * Spec §4, word for word ('Proximamente' without accent, as the spec writes it). Keyed by the
 * upstream's statuses, which the kernel cannot import: course-status.ts checks the keys.
 */
export const STATUS_LABEL = {
  has_not_started: 'Programado',
  in_progress: 'En progreso',
  has_ended: 'Completado',
  blocked: 'Proximamente',
  remaining: 'Por definir',
} as const;

/** Spec §4: state 'abandoned' shows 'No completado', whatever the status. */
export const ABANDONED_LABEL = 'No completado';

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
  virtualRoom: 'Aula virtual',
} as const;

/**
 * The buy actions (issue 53): one priced pay button per product, 'this course' and 'the whole path'
 * apart when a course is part of a path, and the spec's chat link beside them. The hidden hint
 * names what a button pays, so two cards' buttons never read alike.
 */
export const ONLINE_TEXT = {
  payOnline: 'Pagar en línea',
  payCourse: 'Pagar este curso',
  payPath: 'Pagar la ruta completa',
  chat: 'Prefiero comprar por WhatsApp',
  priced: (label: string, price: string) => `${label} · ${price}`,
  courseHint: (course: string) => `el curso ${course}`,
  pathHint: (path: string) => `la ruta completa ${path}`,
} as const;

/** Texts the spec does not give. */
export const UI_TEXT = {
  /** A vacation program's enrolment card: its program's page (issue 76 point 1). */
  vacationProgram: 'Ver programa de vacaciones',
  joinClass: 'Ir a la clase',
  /** Issue 77: beside 'Ir a la clase' while the class runs, turned on by the page's clock. */
  classInProgress: 'En clase ahora',
  /** Before its window; the student dashboard says the same. */
  classLinkSoon: 'El enlace a la clase aparece aquí 15 minutos antes de empezar.',
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
  /** Read after 'Rutas anteriores:' by a screen reader: what its link does. */
  showPastPaths: (count: number) => (count === 1 ? 'mostrar 1 ruta' : `mostrar ${count} rutas`),
  hidePastPaths: 'ocultar',
} as const;

export function levelText(level: number): string {
  return `Nivel ${level}`;
}

/**
 * Spec §9 applied literally: 'mes' for 1, 'meses' otherwise, 'm.' from 10 on ('9.5 meses', '10 m.');
 * the number as every figure on the site is written (es-PE, decision 080).
 */
export function durationLabel(months: number): string {
  // Under a month, as people say it: '2 semanas' (spec §9: a single course is 2 weeks), never
  // '0.5 meses' (issue 76 point 1).
  const weeks = weeksInMonths(months);
  if (weeks !== null) return `${weeks} ${weeks === 1 ? 'semana' : 'semanas'}`;
  const count = formatDecimal(months);
  if (months >= 10) return `${count} m.`;
  return `${count} ${months === 1 ? 'mes' : 'meses'}`;
}

/** A length under a month in whole weeks (four to a month, as the catalogue counts), else null. */
export function weeksInMonths(months: number): number | null {
  const weeks = months * 4;
  return months > 0 && months < 1 && Number.isInteger(weeks) ? weeks : null;
}

/** Spec §9: 'vez' for 1, 'veces' otherwise → '1 vez por semana', '2 veces por semana'. */
export function frequencyLabel(perWeek: number): string {
  return `${perWeek} ${perWeek === 1 ? 'vez' : 'veces'} por semana`;
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

/** The zone layout's words: the item names are the spec's, the rest ours (its footer is the site's). */
export const PARENTS_TEXT = {
  zoneName: 'Zona de Padres',
  heroLead: 'Sigue el avance de tus hijos: sus rutas, cursos, horarios y certificados.',
  sidebarLabel: 'Zona de padres',
  dashboard: 'Dashboard',
  faq: 'Preguntas Frecuentes',
  purchases: 'Mis compras',
  /** Not just 'Menú': the header's own menu button sits just above on a phone. */
  openMenu: 'Menú de la Zona de Padres',
  closeMenu: 'Cerrar menú',
  chatButton: 'Escríbenos por WhatsApp',
  childrenNav: 'Tus hijos',
  tabsNav: (name: string) => `Secciones de ${name}`,
  credentialsTitle: (name: string) => `Acceso de ${name}`,
  credentialsToggle: 'Ver credenciales de acceso',
  credentialsHide: 'Ocultar credenciales',
  credentialsEmail: 'Correo',
  credentialsPassword: 'Contraseña',
  studentZone: 'Zona de Estudiantes',
  studentZoneLead: (name: string) => `Entra a la plataforma de estudiantes como ${name}.`,
  studentZoneButton: (name: string) => `Entrar como ${name}`,
  bannerTitle: 'Hay cursos por habilitar',
  bannerText:
    'Los cursos marcados como «Proximamente» se habilitan cuando completas su compra. Puedes comprarlos desde su tarjeta.',
  bannerClose: 'Cerrar aviso',
  recommendedTitle: (name: string) => `Recomendados para ${name}`,
  recentlyViewed: 'Visto recientemente',
  startLabel: 'Inicio',
  emptyChild: (name: string) => `${name} todavía no tiene rutas ni cursos. Descubre el ideal para su edad.`,
  emptyFamily: 'Todavía no hay cursos en tu Zona de Padres. Descubre el ideal para tus hijos.',
  addToCalendar: 'Agregar al calendario',
  newTab: '(se abre en una pestaña nueva)',
  /** After a calendar service's 'agrega solo la próxima clase': the .ics holds the whole series. */
  allClassesPrefix: 'para todas las clases,',
  allClassesLink: 'descarga el archivo .ics',
} as const;

/** The fact names of a parents' zone course card (not given by the spec; its values are above). */
export const CARD_TEXT = {
  duration: 'Duración',
  frequency: 'Frecuencia',
  start: 'Inicio',
  end: 'Fin',
  teacher: 'Profesor',
  schedule: 'Horario',
  material: 'Material',
  project: 'Proyecto',
  progress: (name: string) => `Avance de ${name}`,
  nextLevel: 'Siguiente nivel:',
  position: (current: number, count: number) => `Paso ${current} de ${count}`,
  allPathsEnded: (name: string) => `${name} terminó todas sus rutas. ¡Felicitaciones!`,
  noCurrentCourses: 'No hay cursos en marcha por ahora.',
} as const;
