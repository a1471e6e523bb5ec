/** The parents' zone part of resetDatabase(): fixtures/parents.ts into the related models of index.ts. */
import { courseEnrolments, learningPaths, recommendedCards } from '../../fixtures/parents';
import type {
  CertificateLinkFixture,
  CourseEnrolmentFixture,
  EnrolmentGroupFixture,
  LearningPathFixture,
  RecommendedCardFixture,
} from '../../fixtures/types';
import { db } from './index';

const certificateLink = (certificate: CertificateLinkFixture | null) =>
  certificate ? db.certificateLink.create({ ...certificate }) : null;

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

export function seedParentsZone(): void {
  insertParentsZone(learningPaths, courseEnrolments, recommendedCards);
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
