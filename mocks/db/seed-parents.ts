/**
 * The parents' zone part of resetDatabase(): fixtures/parents.ts into the related models of
 * index.ts. Fixtures name each course and path by its catalogue slug; their names, months,
 * sessions, levels and frequency are filled in here from the catalogue records (decision 076).
 */
import { courseEnrolments, learningPaths, recommendedCards } from '../../fixtures/parents';
import type {
  CertificateLinkFixture,
  CourseEnrolmentFixture,
  CourseEnrolmentSeed,
  EnrolmentGroupFixture,
  LearningPathFixture,
  LearningPathSeed,
  RecommendedCardFixture,
  RecommendedCardSeed,
} from '../../fixtures/types';
import { apiCourseId, catalogueCourse, cataloguePath, firstCourseOf, nextStart } from '../catalogue/facts';
import { newVerificationCode } from '../certificates/codes';
import { limaToday } from '../schedule/dates';
import { db } from './index';

const certificateLink = (certificate: CertificateLinkFixture | null) =>
  certificate
    ? db.certificateLink.create({
        verification_code: newVerificationCode(),
        issued_on: limaToday(new Date()),
        revoked: false,
        ...certificate,
      })
    : null;

export function enrolmentGroup(enrolmentId: number, group: EnrolmentGroupFixture | null) {
  if (!group) return null;
  return db.enrolmentGroup.create({
    id: enrolmentId,
    start_date: group.start_date,
    end_date: group.end_date,
    frequency_numeric: group.frequency_numeric,
    frequency: group.frequency.map((slot, index) =>
      db.groupSlot.create({ id: `${enrolmentId}:${index}`, ...slot }),
    ),
  });
}

/** A child's course with its course record's API id, name, months and sessions. */
export function withCourseFacts(enrolment: CourseEnrolmentSeed): CourseEnrolmentFixture {
  const course = catalogueCourse(enrolment.course.slug);
  if (!course)
    throw new Error(`fixtures name a course that is not in the catalogue: ${enrolment.course.slug}`);
  return {
    ...enrolment,
    course: {
      ...enrolment.course,
      id: apiCourseId(course.id),
      name: course.name,
      duration: course.durationMonths,
      number_of_sessions: course.numberOfSessions,
    },
  };
}

/** A child's path with its catalogue path's name, level, months and frequency. */
export function withPathFacts(path: LearningPathSeed): LearningPathFixture {
  const entry = cataloguePath(path.slug);
  if (!entry) throw new Error(`fixtures name a path that is not in the catalogue: ${path.slug}`);
  return {
    ...path,
    name: entry.name,
    level: entry.level,
    duration: entry.durationMonths,
    frequency: entry.frequencyPerWeek,
    next: path.next.map((next) => ({ ...next, name: cataloguePath(next.slug)?.name ?? next.slug })),
  };
}

/** A recommendation stating its product's own name, age range, months, picture and next start. */
export function withRecommendedFacts(card: RecommendedCardSeed): RecommendedCardFixture {
  const course = card.type === 'course' ? catalogueCourse(card.slug) : firstCourseOf(card.slug);
  const path = card.type === 'learning_path' ? cataloguePath(card.slug) : null;
  const product = card.type === 'course' ? course : path;
  if (!product || !course)
    throw new Error(`fixtures recommend a product that is not in the catalogue: ${card.slug}`);
  return {
    ...card,
    ageRange: product.ageRange,
    image: path?.thumbnail ?? course.mainImage,
    nameCourse: product.name,
    duration: path ? path.durationMonths : course.durationMonths,
    startDate: nextStart(card.type, card.slug),
  };
}

/** Paths, course enrolments and recommended cards: the fixtures' and a generated family's. */
export function insertParentsZone(
  paths: LearningPathFixture[],
  enrolments: CourseEnrolmentFixture[],
  cards: RecommendedCardFixture[],
): void {
  for (const { next, certificate, ...path } of paths) {
    db.learningPath.create({
      ...path,
      next: next.map((item) => db.nextPath.create({ id: `${path.id}:${item.slug}`, ...item })),
      certificate: certificateLink(certificate),
    });
  }
  for (const enrolment of enrolments) createCourseEnrolment(enrolment);
  for (const card of cards) db.recommendedCard.create({ ...card });
}

/** The fixtures' parents' zone as the mock serves it: each seed with its catalogue product's facts. */
export function fixtureParentsZone() {
  return {
    paths: learningPaths.map(withPathFacts),
    enrolments: courseEnrolments.map(withCourseFacts),
    cards: recommendedCards.map(withRecommendedFacts),
  };
}

export function seedParentsZone(): void {
  const { paths, enrolments, cards } = fixtureParentsZone();
  insertParentsZone(paths, enrolments, cards);
}

/** One child in one course, with its nested records; also used when a parent's purchase enrolls a child. */
export function createCourseEnrolment({ course, group, certificate, ...enrolment }: CourseEnrolmentFixture) {
  return db.courseEnrolment.create({
    ...enrolment,
    course: { ...course },
    group: enrolmentGroup(enrolment.id, group),
    certificate: certificateLink(certificate),
  });
}
