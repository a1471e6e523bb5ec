/** The parents' zone; another family's child is a 404, as the API answers what one cannot see. */
import { http } from 'msw';
import { fitsChildAge } from '../../kernel/age-ranges';
import { MOCK_API_URL } from '../config';
import { vacationProgramRef } from '../checkout/vacation-enrolment';
import { db } from '../db';
import { notFound, jsonAnswer, requireUser, requireFound } from '../http/api-answers';
import { issueStudentZoneLink } from '../linked-sites/student-platform/links';
import { signedMediaLink } from '../linked-sites/media-files/signed-links';
import { catalogueCourse, cataloguePath, nextLevelPaths } from '../catalogue/facts';

type ChildRecord = ReturnType<typeof db.child.getAll>[number];
type EnrolmentRecord = ReturnType<typeof db.courseEnrolment.getAll>[number];
type GroupRecord = NonNullable<EnrolmentRecord['group']>;

export function childrenOf(parentId: number): ChildRecord[] {
  return db.child.findMany({ where: { parentId: { equals: parentId } }, orderBy: { id: 'asc' } });
}

export function ownChild(parentId: number, childId: number): ChildRecord | null {
  return db.child.findFirst({ where: { id: { equals: childId }, parentId: { equals: parentId } } });
}

/**
 * A child as the children list answers it, with the student login the parents' zone shows. An
 * unknown age range or system is null, as the contract says (the database keeps '' for none).
 */
export function childAnswer(child: ChildRecord) {
  const { id, first_name, email, password, icon_id, age_range, operating_system } = child;
  return {
    id,
    first_name,
    email,
    password,
    icon_id,
    age_range: age_range || null,
    operating_system: operating_system || null,
  };
}

const student = (child: ChildRecord) => ({
  id: child.id,
  full_name: `${child.first_name} ${child.last_name}`,
});

/** A revoked certificate is no longer the child's (decision 087). */
const certificateAnswer = (
  link: { title: string; file: string; verification_code: string; revoked: boolean } | null,
) =>
  link && !link.revoked
    ? { title: link.title, file: signedMediaLink(link.file), verification_code: link.verification_code }
    : null;

/** A class slot as the API answers it: its day and hours, never the stored row's id. */
export const slotAnswer = ({ day_name, time_start, time_end }: GroupRecord['frequency'][number]) => ({
  day_name,
  time_start,
  time_end,
});

export const enrolmentGroupAnswer = (group: GroupRecord) => ({
  start_date: group.start_date,
  end_date: group.end_date,
  frequency: group.frequency.map(slotAnswer),
  frequency_numeric: group.frequency_numeric,
});

/** A catalogue course's own price (decision 076); none for a course the catalogue does not sell. */
function coursePrice(slug: string | undefined) {
  const course = slug ? catalogueCourse(slug) : null;
  return course ? { price_pen: course.pricePen, price_usd: course.priceUsd } : {};
}

function pathPrice(slug: string) {
  const path = cataloguePath(slug);
  return path ? { price_pen: path.price.PEN, price_usd: path.price.USD } : {};
}

function enrolmentAnswer(enrolment: EnrolmentRecord, child: ChildRecord) {
  const { id, status, state, progress, zoom_url, virtual_room_url, teacher, invoice, course } = enrolment;
  return {
    id,
    status,
    state,
    progress,
    zoom_url,
    virtual_room_url,
    teacher: teacher === null ? null : { full_name: teacher },
    invoice,
    student: student(child),
    // Every field of the nested course is stored (db/seed-parents.ts), though @mswjs/data types them optional.
    course: { ...course, ...coursePrice(course.slug) },
    group: enrolment.group ? enrolmentGroupAnswer(enrolment.group) : null,
    certificate: certificateAnswer(enrolment.certificate),
    // Only on an enrolment bought as a vacation program (the field is ours and optional).
    ...vacationProgramOf(enrolment.vacationProgramId ?? null),
  };
}

function vacationProgramOf(programId: string | null) {
  const program = vacationProgramRef(programId);
  return program ? { vacation_program: program } : {};
}

/** GET /api/enrolments/ of a parent: paths then individual courses, child by child; `only`: one child's. */
export function parentEnrolments(parentId: number, only?: ChildRecord) {
  const learning_paths = [];
  const courses = [];
  for (const child of only ? [only] : childrenOf(parentId)) {
    const enrolments = db.courseEnrolment.findMany({
      where: { childId: { equals: child.id } },
      orderBy: { id: 'asc' },
    });
    const paths = db.learningPath.findMany({
      where: { childId: { equals: child.id } },
      orderBy: { id: 'asc' },
    });
    for (const path of paths) {
      learning_paths.push({
        learning_path_name: path.name,
        slug: path.slug,
        student: student(child),
        courses: enrolments
          .filter((e) => e.learningPathId === path.id)
          .sort((a, b) => (a.course.order_in_learning_path ?? 0) - (b.course.order_in_learning_path ?? 0))
          .map((e) => enrolmentAnswer(e, child)),
        learning_path_details: [
          {
            id: path.id,
            main_color: path.main_color,
            secondary_color: path.secondary_color,
            level: path.level,
            duration: path.duration,
            frequency: path.frequency,
            curriculum: path.curriculum,
            ...pathPrice(path.slug),
          },
        ],
        // A path the family bought online has no next step of its own: the catalogue's next level.
        learning_path_next:
          path.next.length > 0
            ? path.next.map(({ slug, thumbnail, name }) => ({ slug, thumbnail, name }))
            : nextLevelPaths(path.slug),
        certificate: certificateAnswer(path.certificate),
      });
    }
    courses.push(
      ...enrolments.filter((e) => e.learningPathId === null).map((e) => enrolmentAnswer(e, child)),
    );
  }
  return { learning_paths, courses };
}

function recommendedHandler(type: 'course' | 'learning_path') {
  return http.get(`${MOCK_API_URL}/api/recommended/dashboard/${type}/:childId/`, ({ request, params }) => {
    const user = requireUser(request);
    const child = requireFound(ownChild(user.id, Number(params.childId)));
    const data = db.recommendedCard
      .findMany({ where: { childId: { equals: child.id }, type: { equals: type } }, orderBy: { id: 'asc' } })
      // Only products of the child's own age range are recommended (issue 76 point 9).
      .filter((card) => fitsChildAge(card.ageRange, child.age_range))
      .map(({ childId: _child, ...card }) => card);
    return jsonAnswer({ data });
  });
}

export const parentHandlers = [
  http.get(`${MOCK_API_URL}/api/parents/children/`, ({ request }) => {
    const user = requireUser(request);
    return jsonAnswer({ data: childrenOf(user.id).map(childAnswer) });
  }),
  http.get(`${MOCK_API_URL}/api/enrolments/`, ({ request }) => {
    const user = requireUser(request);
    const student = new URL(request.url).searchParams.get('student');
    if (student === null)
      // A student or an organization has no children: the same empty answer, never an error.
      return jsonAnswer({ data: parentEnrolments(user.id) });
    // One child: a malformed id or another family's child is a 404, as for recommendations.
    const child = requireFound(/^[1-9]\d{0,9}$/.test(student) ? ownChild(user.id, Number(student)) : null);
    return jsonAnswer({ data: parentEnrolments(user.id, child) });
  }),
  recommendedHandler('course'),
  recommendedHandler('learning_path'),
  http.get(`${MOCK_API_URL}/api/students/:redirect/:childId`, ({ request, params }) => {
    const user = requireUser(request);
    // {learning_platform}_redirect, e.g. kodea_redirect; any other segment is not this endpoint.
    if (!/^[a-z0-9-]+_redirect$/.test(String(params.redirect))) return notFound();
    const child = requireFound(ownChild(user.id, Number(params.childId)));
    return jsonAnswer({ redirect_login: issueStudentZoneLink(child.id) });
  }),
];
