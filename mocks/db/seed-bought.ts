/**
 * compras@example.com's Renata (539): what a family has after buying a vacation program ('Crea tu
 * videojuego en Roblox', its first schedule) and a pack (its two minicourses), so the crawl that
 * compares product facts reads those cards too (issue 76 point 1). A course and a path are
 * padre@example.com's.
 */
import type { CourseEnrolmentSeed } from '../../fixtures/types';
import { vacationEnrolment } from '../checkout/vacation-enrolment';
import { createCourseEnrolment, withCourseFacts } from './seed-parents';

const RENATA = 539;
const ROBLOX_PROGRAM = { programId: 'vac-8_to_11-1', groupId: 'vg-8-1-1', courseId: 'crs-005' };

const bought = (id: number, slug: string): CourseEnrolmentSeed => ({
  id,
  childId: RENATA,
  learningPathId: null,
  status: 'has_not_started',
  state: null,
  progress: 0,
  zoom_url: null,
  virtual_room_url: null,
  teacher: null,
  invoice: 88900 + (id % 100),
  course: {
    slug,
    description: null,
    order_in_learning_path: null,
    thumbnail: null,
    project_summary: null,
    instructive: null,
    curriculum: null,
  },
  group: null,
  certificate: null,
});

export function seedBoughtFamily(): void {
  // The program's course, on the program's schedule and sessions, naming the program.
  const program = vacationEnrolment(
    ROBLOX_PROGRAM.programId,
    ROBLOX_PROGRAM.groupId,
    ROBLOX_PROGRAM.courseId,
  );
  if (!program) throw new Error('the fixture program or its schedule is missing');
  const course = withCourseFacts(bought(6901, 'curso-de-videojuegos-con-roblox'));
  createCourseEnrolment({
    ...course,
    course: { ...course.course, duration: program.duration, number_of_sessions: program.number_of_sessions },
    group: {
      start_date: program.start_date,
      end_date: program.end_date,
      frequency: program.frequency,
      frequency_numeric: program.frequency.length,
    },
    vacationProgramId: ROBLOX_PROGRAM.programId,
  });
  // 'Pack Roblox + Minecraft': its two minicourses.
  createCourseEnrolment(withCourseFacts(bought(6902, 'minicurso-de-videojuegos-con-roblox')));
  createCourseEnrolment(withCourseFacts(bought(6903, 'minicurso-de-minecraft-education')));
}
