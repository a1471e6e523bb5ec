/**
 * One truth about each product (issue 20, decision 031): every fixture that describes a course,
 * pack, path or vacation program agrees with the catalogue's record of it, so a parent reads the
 * same sessions, length, price and courses on every page. Each check fails when the data drifts.
 */
import { describe, expect, it } from 'vitest';
import { ageRangePrograms } from '../../fixtures/age-range-programs';
import { coursePacks } from '../../fixtures/course-packs';
import { children } from '../../fixtures/children';
import { courses } from '../../fixtures/courses';
import { generateFamily } from '../../fixtures/generators/family';
import { certificates, enrollments } from '../../fixtures/enrollments';
import { invoices } from '../../fixtures/invoices';
import { learningPathEntries } from '../../fixtures/learning-paths';
import { organizationEnrolments } from '../../fixtures/organizations';
import { fixtureParentsZone } from '../../mocks/db/seed-parents';
import { priceItem } from '../../mocks/checkout/catalogue';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import { vacationEnrolment } from '../../mocks/checkout/vacation-enrolment';
import { countClassDays } from '../../mocks/schedule/dates';
import { apiCourseId } from '../../mocks/catalogue/facts';

// What the mock serves: the seeds with their catalogue product's facts.
const { enrolments: courseEnrolments, paths: learningPaths, cards: recommendedCards } = fixtureParentsZone();

const courseBySlug = new Map(courses.map((course) => [course.slug, course]));
const courseById = new Map(courses.map((course) => [course.id, course]));
const packBySlug = new Map(coursePacks.map((pack) => [pack.slug, pack]));
const pathBySlug = new Map(learningPathEntries.map((path) => [path.slug, path]));
const pathByName = new Map(learningPathEntries.map((path) => [path.name, path]));

describe('the home program cards and the pages they open', () => {
  const programs = ageRangePrograms.flatMap((range) =>
    range.programs.map((program) => ({ ...program, ageRange: range.age_range })),
  );

  it('a card opens a product of its age range, and links the same syllabus as its page', () => {
    for (const program of programs) {
      const product = program.pack ? packBySlug.get(program.link) : courseBySlug.get(program.link);
      expect(product, program.link).toBeDefined();
      expect([program.link, product?.ageRange]).toEqual([program.link, program.ageRange]);
      expect([program.link, product?.silabo]).toEqual([program.link, program.silabo]);
    }
  });

  it("a pack's two courses are catalogue courses of the pack's age range", () => {
    for (const pack of coursePacks)
      for (const slug of pack.courseSlugs)
        expect([pack.slug, slug, courseBySlug.get(slug)?.ageRange]).toEqual([pack.slug, slug, pack.ageRange]);
  });
});

describe('vacation programs', () => {
  const groups = vacationPrograms.flatMap((program) => program.groups.map((group) => ({ program, group })));

  it('each schedule buys a group of each of its courses, and lasts what the program says', () => {
    for (const { program, group } of groups) {
      expect(
        group.groups_to_buy.map((item) => item.course).sort(),
        `${group.id} buys each course once`,
      ).toEqual(program.courses.map((course) => course.id).sort());
      for (const item of group.groups_to_buy) {
        const course = courseById.get(item.course);
        expect(
          course?.groups.some((g) => g.id === item.group),
          `${group.id} → ${item.course}/${item.group}`,
        ).toBe(true);
      }
      const weeks = Number(/(\d+) semanas/.exec(program.duration)?.[1]);
      const days = (Date.parse(group.end_date) - Date.parse(group.start_date)) / 86_400_000;
      expect(days, `${group.id} fits in ${program.duration}`).toBeLessThan(weeks * 7);
      expect(days, `${group.id} lasts ${program.duration}`).toBeGreaterThan((weeks - 1) * 7);
    }
  });

  it("'Ver Mi Compra' shows what was bought: the schedule's end and its sessions, shared by its courses", () => {
    for (const { program, group } of groups) {
      const total = countClassDays(
        group.start_date,
        group.end_date,
        group.frequency.map((slot) => slot.day_name),
      );
      const bought = program.courses.map((course) => vacationEnrolment(program.id, group.id, course.id));
      for (const enrolment of bought) {
        expect(enrolment?.end_date, group.id).toBe(group.end_date);
        expect(enrolment?.start_date, group.id).toBe(group.start_date);
        expect(enrolment?.duration, group.id).toBe(1);
      }
      expect(
        bought.reduce((sum, enrolment) => sum + (enrolment?.number_of_sessions ?? 0), 0),
        group.id,
      ).toBe(total);
    }
  });

  it('the 4-week Roblox program is 8 sessions, not the 2-month course’s 16', () => {
    expect(vacationEnrolment('vac-8_to_11-1', 'vg-8-1-1', 'crs-005')).toMatchObject({
      number_of_sessions: 8,
      duration: 1,
      end_date: '2027-02-03',
    });
    expect(courseById.get('crs-005')).toMatchObject({ numberOfSessions: 16, durationMonths: 2 });
    // A two-course program splits its four class days between its courses.
    expect(
      vacationEnrolment('vac-8_to_11-2', 'vg-8-2-1', 'crs-006')?.frequency.map((s) => s.day_name),
    ).toEqual(['Lunes', 'Miércoles']);
    expect(vacationEnrolment('vac-8_to_11-1', 'vg-8-2-1', 'crs-005')).toBeNull();
  });
});

describe("paths: the same courses in the catalogue and the parents' zone", () => {
  it("a child's path lists its catalogue path's courses, in order, with its name, level, length and frequency", () => {
    for (const path of learningPaths) {
      const entry = pathBySlug.get(path.slug);
      expect(entry, path.slug).toBeDefined();
      const own = courseEnrolments
        .filter((enrolment) => enrolment.learningPathId === path.id)
        .sort((a, b) => (a.course.order_in_learning_path ?? 0) - (b.course.order_in_learning_path ?? 0))
        .map((enrolment) => enrolment.course.slug);
      expect([path.id, own]).toEqual([path.id, entry?.courseSlugs]);
      expect([path.name, path.level, path.duration, path.frequency]).toEqual([
        entry?.name,
        entry?.level,
        entry?.durationMonths,
        entry?.frequencyPerWeek,
      ]);
      for (const next of path.next) expect(pathBySlug.get(next.slug)?.name, next.slug).toBe(next.name);
    }
  });

  it("an enrolment names its catalogue course by the course's own name and the API's id", () => {
    for (const enrolment of courseEnrolments) {
      const course = courseBySlug.get(enrolment.course.slug);
      expect([enrolment.id, enrolment.course.name, enrolment.course.id]).toEqual([
        enrolment.id,
        course?.name,
        apiCourseId(course?.id ?? ''),
      ]);
    }
  });

  it('an invoice sells catalogue products, a path course within its path, priced by the catalogue', () => {
    for (const invoice of invoices)
      for (const item of invoice.items) {
        const priced = priceItem(item, invoice.currency);
        expect([invoice.id, item.product_id, priced.ok]).toEqual([invoice.id, item.product_id, true]);
        if (!priced.ok) continue;
        const product =
          item.product_type === 'learning_path'
            ? pathBySlug.get(item.product_id)
            : courseBySlug.get(item.product_id);
        expect(priced.item.name).toBe(product?.name);
      }
  });
});

describe('recommended cards name catalogue products as the catalogue describes them', () => {
  it('a course: its name, months and one of its real start dates; never one the child already has', () => {
    for (const card of recommendedCards.filter((c) => c.type === 'course')) {
      const course = courses.find((c) => c.name === card.nameCourse);
      expect(course, card.nameCourse).toBeDefined();
      expect([card.id, card.duration]).toEqual([card.id, course?.durationMonths]);
      if (card.startDate !== null)
        expect(
          course?.groups.map((g) => g.startDate),
          `${card.id}`,
        ).toContain(card.startDate);
      const has = courseEnrolments.some(
        (e) => e.childId === card.childId && e.course.slug === course?.slug && e.status !== 'has_ended',
      );
      expect(has, `${card.id} recommends what the child has`).toBe(false);
    }
  });

  it("only products of the child's own age range (issue 76 point 9), the generated families' too", () => {
    const families = [
      { children, recommended: recommendedCards },
      generateFamily({ children: 5, enrolments: 50 }),
    ];
    for (const family of families)
      for (const card of family.recommended) {
        const child = family.children.find((c) => c.id === card.childId);
        const product =
          card.type === 'course'
            ? courses.find((c) => c.slug === card.slug)
            : learningPathEntries.find((p) => p.slug === card.slug);
        expect([card.id, product?.ageRange]).toEqual([card.id, child?.age_range]);
      }
  });

  it('a path: its name and months', () => {
    for (const card of recommendedCards.filter((c) => c.type === 'learning_path')) {
      const path = pathByName.get(card.nameCourse);
      expect([card.id, path?.durationMonths]).toEqual([card.id, card.duration]);
    }
  });
});

describe('certificates only for completed courses', () => {
  it("the parents' zone: a course certificate for an ended, not abandoned course; a path's when its last course ended", () => {
    for (const enrolment of courseEnrolments.filter((e) => e.certificate !== null)) {
      expect([enrolment.id, enrolment.status, enrolment.state]).toEqual([
        enrolment.id,
        'has_ended',
        'completed',
      ]);
      expect(enrolment.certificate?.title).toBe(enrolment.course.name);
    }
    for (const path of learningPaths.filter((p) => p.certificate !== null)) {
      const own = courseEnrolments.filter((e) => e.learningPathId === path.id);
      expect(own.length).toBeGreaterThan(0);
      expect(
        own.every((e) => e.status === 'has_ended'),
        `${path.id}`,
      ).toBe(true);
    }
  });

  it('a student: each certificate is a course of theirs that has ended', () => {
    for (const certificate of certificates) {
      const ended = enrollments.filter((e) => e.userId === certificate.userId && e.status === 'has_ended');
      const names = ended.map((e) => courseById.get(e.course_id)?.name);
      expect(names, certificate.title).toContain(certificate.title);
    }
  });

  it('an organization: certificates only for ended courses', () => {
    for (const enrolment of organizationEnrolments.filter((e) => e.certificate !== null))
      expect([enrolment.id, enrolment.status]).toEqual([enrolment.id, 'has_ended']);
  });
});
