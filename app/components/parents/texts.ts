/**
 * The parents' zone layout's own words: the spec gives the item names ('Dashboard', 'Preguntas
 * Frecuentes', 'Zona de Estudiantes') and says the footer is "all rights reserved 2022"; the rest
 * is ours, kept here so it is found and reworded in one place. The course and path texts are in
 * server/parents/labels.ts.
 */
export const PARENTS_TEXT = {
  zoneName: 'Zona de Padres',
  heroLead: 'Sigue el avance de tus hijos: sus rutas, cursos, horarios y certificados.',
  sidebarLabel: 'Zona de padres',
  dashboard: 'Dashboard',
  faq: 'Preguntas Frecuentes',
  /** Not just 'Menú': the header's own menu button sits just above on a phone. */
  openMenu: 'Menú de la Zona de Padres',
  closeMenu: 'Cerrar menú',
  /** Spec §2 "a footer saying all rights reserved 2022". */
  footer: '© 2022 Kodea. Todos los derechos reservados.',
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
} as const;
