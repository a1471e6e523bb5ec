import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { courseEntry } from '../../mocks/handlers/content';
import { buildEnrollmentBodies, GROUP_SOLD_COURSES } from '../../server/vacation-purchase/follow-up';
import { buildPurchaseContext } from '../../server/vacation-purchase/purchase-context';
import { CourseEntrySchema, type CourseEntry } from '../../server/upstream/schemas/content';
import { fixtureGroup, fixtureProgram } from './purchase-fixtures';

/** The content entry of a seeded course, exactly as the server parses it. */
function entry(courseId: string): CourseEntry {
  const course = db.course.findFirst({ where: { id: { equals: courseId } } });
  if (!course) throw new Error(`course ${courseId} is not seeded`);
  return CourseEntrySchema.parse(courseEntry(course));
}

function purchaseFor(programId: string, groupId: string) {
  const program = fixtureProgram(programId);
  return buildPurchaseContext({
    program,
    group: fixtureGroup(program, groupId),
    currency: 'PEN',
    timeZone: 'America/Lima',
    guardian: { country: 'PE', city: 'Lima' },
  });
}

describe('buildEnrollmentBodies', () => {
  it('sells by group exactly the Roblox and YouTuber courses', () => {
    expect(GROUP_SOLD_COURSES).toEqual(['curso-de-videojuegos-con-roblox', 'curso-de-youtuber-kids']);
  });

  it('Roblox (crs-005): group, schedules [{day, hour}] and the purchase start date', () => {
    const bodies = buildEnrollmentBodies(
      purchaseFor('vac-8_to_11-1', 'vg-8-1-2'),
      [entry('crs-005')],
      '1027000001',
      'America/Lima',
    );
    expect(bodies).toStrictEqual([
      {
        course_id: 'crs-005',
        course_name: 'Curso de Videojuegos con Roblox',
        module_id: 'mod-5-1',
        module_name: 'Mi primer mundo en Roblox Studio',
        timezone_name: 'America/Lima',
        purchase: '1027000001',
        group_id: 'grp-5-2',
        group_name: 'Grupo Martes y Jueves 10:00 a. m.',
        initial_date: '2027-01-12',
        schedules: [
          { day: 'Martes', hour: '10:00' },
          { day: 'Jueves', hour: '10:00' },
        ],
      },
    ]);
  });

  it("a parent's purchase names the child it enrolls (student_id); a student's does not", () => {
    const purchase = purchaseFor('vac-8_to_11-2', 'vg-8-2-1');
    const entries = [entry('crs-006'), entry('crs-008')];
    const forChild = buildEnrollmentBodies(purchase, entries, '1027000001', 'America/Lima', 501);
    expect(forChild.map((body) => body.student_id)).toEqual([501, 501]);
    const own = buildEnrollmentBodies(purchase, entries, '1027000001', 'America/Lima');
    for (const body of own) expect(body).not.toHaveProperty('student_id');
  });

  it('the initial date of a group-sold course is the purchase start date, not the course or content group date', () => {
    // vg-8-1-3 starts 2027-02-02; crs-005 starts 2027-01-11 and its grp-5-3 says 2027-03-02.
    const [body] = buildEnrollmentBodies(
      purchaseFor('vac-8_to_11-1', 'vg-8-1-3'),
      [entry('crs-005')],
      '1027000009',
      'America/Lima',
    );
    expect(body).toMatchObject({ group_id: 'grp-5-3', initial_date: '2027-02-02' });
  });

  describe('the 2-course pack (vg-8-2-1)', () => {
    const purchase = purchaseFor('vac-8_to_11-2', 'vg-8-2-1');
    const bodies = () =>
      buildEnrollmentBodies(
        purchase,
        [entry('crs-006'), entry('crs-008')],
        '1027000002',
        'America/Mexico_City',
      );

    it('YouTuber (crs-006) gets its group, the four slots and start date 2027-01-11', () => {
      expect(bodies()[0]).toStrictEqual({
        course_id: 'crs-006',
        course_name: 'Curso de YouTuber Kids',
        module_id: 'mod-6-1',
        module_name: 'Mi canal y mi personaje',
        timezone_name: 'America/Mexico_City',
        purchase: '1027000002',
        group_id: 'grp-6-1',
        group_name: 'Grupo Sábados 10:00 a. m.',
        initial_date: '2027-01-11',
        schedules: [
          { day: 'Lunes', hour: '10:00' },
          { day: 'Martes', hour: '10:00' },
          { day: 'Miércoles', hour: '10:00' },
          { day: 'Jueves', hour: '10:00' },
        ],
      });
    });

    it("Animación con Scratch (crs-008) gets no group, no schedules, and the course's own initial date", () => {
      const body = bodies()[1];
      expect(body).toStrictEqual({
        course_id: 'crs-008',
        course_name: 'Animación con Scratch',
        module_id: 'mod-8-1',
        module_name: 'Personajes y escenarios en Scratch',
        timezone_name: 'America/Mexico_City',
        purchase: '1027000002',
        initial_date: '2027-02-01',
      });
      expect(body).not.toHaveProperty('group_id');
      expect(body).not.toHaveProperty('group_name');
      expect(body).not.toHaveProperty('schedules');
    });

    it('one body per entry, in the order of the entries', () => {
      expect(bodies().map((b) => b.course_id)).toEqual(['crs-006', 'crs-008']);
    });
  });

  it('a course not sold by group takes a null initial date when the content has none', () => {
    const base = entry('crs-008');
    const noDate: CourseEntry = { ...base, fields: { ...base.fields, initialDate: null } };
    const [body] = buildEnrollmentBodies(
      purchaseFor('vac-8_to_11-2', 'vg-8-2-1'),
      [noDate],
      '1',
      'America/Lima',
    );
    expect(body.initial_date).toBeNull();
  });

  it('an entry without modules gets no module fields', () => {
    const base = entry('crs-005');
    const bare: CourseEntry = { ...base, fields: { ...base.fields, products: [] } };
    const [body] = buildEnrollmentBodies(
      purchaseFor('vac-8_to_11-1', 'vg-8-1-1'),
      [bare],
      '1',
      'America/Lima',
    );
    expect(body).not.toHaveProperty('module_id');
    expect(body).not.toHaveProperty('module_name');
    expect(body).toMatchObject({ group_id: 'grp-5-1', initial_date: '2027-01-11' });
  });

  it('a group-sold course whose content lacks the bought group falls back to the course date, without group', () => {
    const base = entry('crs-005');
    const noGroups: CourseEntry = { ...base, fields: { ...base.fields, groups: [] } };
    const [body] = buildEnrollmentBodies(
      purchaseFor('vac-8_to_11-1', 'vg-8-1-1'),
      [noGroups],
      '1',
      'America/Lima',
    );
    expect(body).toStrictEqual({
      course_id: 'crs-005',
      course_name: 'Curso de Videojuegos con Roblox',
      module_id: 'mod-5-1',
      module_name: 'Mi primer mundo en Roblox Studio',
      timezone_name: 'America/Lima',
      purchase: '1',
      initial_date: '2027-01-11',
    });
  });
});
