/** recordatorios@example.com's Valentina (538): daily classes dated from the seeding, reminders due soon. */
import type { CourseEnrolmentSeed } from '../../fixtures/types';
import { createCourseEnrolment, withCourseFacts } from '../db/seed-parents';
import { DEFAULT_EVENTS, savePreferences } from '../notifications/preferences';

const FIVE_MINUTES = 5 * 60_000;
const LIMA_OFFSET_MS = -5 * 60 * 60_000;
const EVERY_DAY = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];

/** The Lima day and 'HH:mm' of the first 5-minute mark at least `minutes` from `now`. */
function limaSlotAfter(now: Date, minutes: number) {
  const at = Math.ceil((now.getTime() + minutes * 60_000) / FIVE_MINUTES) * FIVE_MINUTES;
  const lima = new Date(at + LIMA_OFFSET_MS).toISOString();
  const end = new Date(at + LIMA_OFFSET_MS + 60 * 60_000).toISOString();
  // A class that would run past Lima midnight starts at 22:55 at the latest.
  return {
    day: lima.slice(0, 10),
    start: lima.slice(11, 16),
    end: end.slice(11, 16) < lima.slice(11, 16) ? '23:59' : end.slice(11, 16),
  };
}

function dailyCourse(
  id: number,
  slug: string,
  status: CourseEnrolmentSeed['status'],
  slot: ReturnType<typeof limaSlotAfter>,
): CourseEnrolmentSeed {
  return {
    id,
    childId: 538,
    learningPathId: null,
    status,
    state: status === 'has_ended' ? 'completed' : 'active',
    progress: status === 'has_ended' ? 100 : 10,
    zoom_url: `https://zoom.us/j/8450000${id}`,
    virtual_room_url: null,
    teacher: 'Rosa Medina Paz',
    invoice: 88680 + (id % 100),
    course: {
      slug,
      description: null,
      order_in_learning_path: null,
      thumbnail: null,
      project_summary: null,
      instructive: null,
      curriculum: null,
    },
    group: {
      start_date: slot.day,
      end_date: null,
      frequency: EVERY_DAY.map((day_name) => ({ day_name, time_start: slot.start, time_end: slot.end })),
      frequency_numeric: 7,
    },
    certificate: null,
  };
}

const COURSES = [
  [6801, 'curso-de-animacion-con-scratch', 'in_progress', 10],
  [6802, 'curso-de-minecraft-education-code-builder', 'in_progress', 35],
  [6803, 'curso-de-robotica-con-micro-bit', 'has_ended', 10],
] as const;

export function seedReminders(now = new Date()): void {
  for (const [id, slug, status, minutes] of COURSES)
    createCourseEnrolment(withCourseFacts(dailyCourse(id, slug, status, limaSlotAfter(now, minutes))));
  savePreferences(538, { channel: 'email', events: { ...DEFAULT_EVENTS, class_reminder: true } }, now);
}
