/**
 * Small builders for the parents' dashboard tests: a valid upstream record with only the fields a
 * test cares about changed. Every record is parsed with the upstream zod schema, so a builder can
 * never produce a shape the API could not send.
 */
import {
  ChildSchema,
  CourseEnrolmentSchema,
  LearningPathSchema,
  RecommendedCardSchema,
  type Child,
  type CourseEnrolment,
  type EnrolmentCourse,
  type EnrolmentGroup,
  type LearningPath,
  type RecommendedCard,
} from '../../server/upstream/schemas/parents';

let nextId = 1000;

export type EnrolmentOverrides = Partial<Omit<CourseEnrolment, 'course' | 'group'>> & {
  course?: Partial<EnrolmentCourse>;
  group?: Partial<EnrolmentGroup> | null;
};

export const STUDENT = { id: 7, full_name: 'Lucía Quispe' };

export function enrolment(overrides: EnrolmentOverrides = {}): CourseEnrolment {
  const id = overrides.id ?? nextId++;
  const { course, group, ...rest } = overrides;
  return CourseEnrolmentSchema.parse({
    id,
    status: 'has_not_started',
    state: null,
    progress: 0,
    zoom_url: 'https://zoom.example/j/1',
    virtual_room_url: null,
    teacher: { full_name: 'Ana Torres' },
    invoice: 1,
    student: STUDENT,
    certificate: null,
    ...rest,
    course: {
      id: id + 10_000,
      name: `Curso ${id}`,
      description: 'Aprende creando.',
      order_in_learning_path: null,
      duration: 2,
      number_of_sessions: 16,
      thumbnail: 'https://cdn.example/curso.png',
      project_summary: 'Un videojuego de plataformas.',
      instructive: 'https://cdn.example/material.pdf',
      curriculum: null,
      ...course,
    },
    group:
      group === null
        ? null
        : {
            start_date: '2027-01-11',
            end_date: '2027-03-08',
            frequency: [
              { day_name: 'Lunes', time_start: '16:00', time_end: '17:30' },
              { day_name: 'Miércoles', time_start: '16:00', time_end: '17:30' },
            ],
            frequency_numeric: 2,
            ...group,
          },
  });
}

/** A path course: `order` sets order_in_learning_path. */
export function pathCourse(order: number, overrides: EnrolmentOverrides = {}): CourseEnrolment {
  return enrolment({
    ...overrides,
    course: { name: `Curso ${order}`, ...overrides.course, order_in_learning_path: order },
  });
}

export type PathOverrides = Partial<Omit<LearningPath, 'learning_path_details'>> & {
  level?: number;
  id?: number;
};

export function learningPath(overrides: PathOverrides = {}): LearningPath {
  const { level = 1, id = 500 + level, ...rest } = overrides;
  return LearningPathSchema.parse({
    learning_path_name: `Ruta Nivel ${level}`,
    student: STUDENT,
    courses: [],
    learning_path_details: [
      {
        id,
        main_color: '#FF6B00',
        secondary_color: '#FFE2CC',
        level,
        duration: 9,
        frequency: 2,
        curriculum: 'https://cdn.example/ruta.pdf',
      },
    ],
    learning_path_next: [],
    certificate: null,
    ...rest,
  });
}

export function child(overrides: Partial<Child> = {}): Child {
  return ChildSchema.parse({
    id: 7,
    first_name: 'Lucía',
    email: 'lucia@alumnos.example',
    password: 'kodea-123',
    icon_id: 3,
    ...overrides,
  });
}

export function recommendation(overrides: Partial<RecommendedCard> = {}): RecommendedCard {
  return RecommendedCardSchema.parse({
    id: 1,
    ageRange: '8_to_11',
    image: 'https://cdn.example/roblox.png',
    nameCourse: 'Videojuegos con Roblox',
    duration: 2,
    startDate: '2027-02-01',
    discount: 15,
    type: 'course',
    ...overrides,
  });
}
