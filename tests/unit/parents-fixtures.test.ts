/**
 * The parents' zone fixtures hold together: the mock's answers match the upstream schemas, class
 * counts match the groups' days and dates, and every image and document they name exists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { children } from '../../fixtures/children';
import { fixtureParentsZone } from '../../mocks/db/seed-parents';
import { parentEnrolments } from '../../mocks/handlers/parents';
import { mediaDocument } from '../../mocks/linked-sites/media-files/routes';
import { ParentEnrolmentsSchema, RecommendedCardSchema } from '../../server/upstream/schemas/parents';

// What the mock serves: the seeds with their catalogue product's facts.
const { enrolments: courseEnrolments, paths: learningPaths, cards: recommendedCards } = fixtureParentsZone();

const DAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const DAY_MS = 86_400_000;
const dayName = (time: number) => DAYS[new Date(time).getUTCDay()];
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Every date from start to end (inclusive) that falls on one of the group's days. */
function classDates(start: string, end: string, days: string[]): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS)
    if (days.includes(dayName(t))) dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

const inPublic = (file: string) => existsSync(path.join('public', file));

describe('parents fixtures', () => {
  it('each parent answer matches the upstream schema', () => {
    for (const parentId of [101, 102, 201, 301]) {
      expect(() => ParentEnrolmentsSchema.parse({ data: parentEnrolments(parentId) })).not.toThrow();
    }
    for (const card of recommendedCards) expect(() => RecommendedCardSchema.parse(card)).not.toThrow();
  });

  it('enrolments belong to a known child, and path courses to a path of the same child', () => {
    const childIds = new Set(children.map((child) => child.id));
    for (const enrolment of courseEnrolments) {
      expect(childIds.has(enrolment.childId)).toBe(true);
      if (enrolment.learningPathId === null) continue;
      const owner = learningPaths.find((p) => p.id === enrolment.learningPathId);
      expect(owner?.childId).toBe(enrolment.childId);
    }
    for (const card of recommendedCards) expect(childIds.has(card.childId)).toBe(true);
  });

  it.each(courseEnrolments.filter((e) => e.group).map((e) => [e.id, e] as const))(
    'enrolment %i: Spanish day names, 90-minute classes, sessions matching days and dates',
    (_id, { group, course, status }) => {
      if (!group) return;
      const days = group.frequency.map((slot) => slot.day_name);
      expect(days.every((day) => DAYS.includes(day))).toBe(true);
      expect(group.frequency_numeric).toBe(days.length);
      for (const slot of group.frequency) expect(minutes(slot.time_end) - minutes(slot.time_start)).toBe(90);
      if (!group.start_date || !group.end_date) {
        expect(status).toBe('has_not_started');
        return;
      }
      const dates = classDates(group.start_date, group.end_date, days);
      expect(dates.length).toBe(course.number_of_sessions);
      expect([dates[0], dates.at(-1)]).toEqual([group.start_date, group.end_date]);
      if (status === 'in_progress')
        expect([group.start_date.slice(0, 4), group.end_date.slice(0, 4)]).toEqual(['2026', '2027']);
      if (status === 'has_not_started') expect(group.start_date.slice(0, 4)).toBe('2027');
      if (status === 'has_ended') expect(group.end_date < '2026-11-22').toBe(true);
    },
  );

  it('groups meet twice and four times a week', () => {
    const perWeek = new Set(courseEnrolments.map((e) => e.group?.frequency_numeric));
    expect(perWeek.has(2) && perWeek.has(4)).toBe(true);
  });

  it("a path lasts its courses' months and meets as often as its groups", () => {
    for (const learningPath of learningPaths) {
      const courses = courseEnrolments.filter((e) => e.learningPathId === learningPath.id);
      expect(courses.reduce((sum, e) => sum + e.course.duration, 0)).toBe(learningPath.duration);
      for (const { group } of courses)
        if (group) expect(group.frequency_numeric).toBe(learningPath.frequency);
    }
  });

  it('every image exists under public/', () => {
    const images = [
      ...courseEnrolments.map((e) => e.course.thumbnail),
      ...learningPaths.flatMap((p) => p.next.map((next) => next.thumbnail)),
      ...recommendedCards.map((card) => card.image),
    ];
    for (const image of images) expect(image && inPublic(image), String(image)).toBe(true);
  });

  it('every certificate, study plan and material is a document the mock serves', () => {
    const files = [
      ...courseEnrolments.flatMap((e) => [e.certificate?.file, e.course.curriculum, e.course.instructive]),
      ...learningPaths.flatMap((p) => [p.certificate?.file, p.curriculum]),
    ].filter((file): file is string => !!file);
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) expect(mediaDocument(file), file).not.toBeNull();
  });
});
