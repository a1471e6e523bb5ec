/** The fact names of a parents' zone course card (not given by the spec; its values are in labels.ts). */
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
