/** Builders for the organization dashboard's rule tests: a roster row with only what a test changes. */
import type { RosterRow } from '../../server/organization/roster';

let nextId = 1;

export function row(overrides: Partial<RosterRow> = {}): RosterRow {
  const id = nextId++;
  return {
    id,
    studentId: id,
    studentName: `Estudiante ${id}`,
    courseId: 2005,
    courseName: 'Curso de Videojuegos con Roblox',
    groupName: 'Grupo 5.º A',
    schedule: 'Lunes y Miércoles de 3:00 PM a 4:30 PM',
    teacher: 'Jorge Mendoza Ríos',
    statusKey: 'in_progress',
    statusLabel: 'En progreso',
    progress: 50,
    certificate: null,
    ...overrides,
  };
}
