/**
 * Vacation programs of fixtures/ shaped as the campaign answer the server reads (course names and
 * slugs joined from fixtures/courses.ts, like the mock handler does), parsed with the real schema.
 * Not a test file: shared by the pricing-, purchase- and enrollment- unit tests.
 */
import { courses } from '../../fixtures/courses';
import { vacationPrograms } from '../../fixtures/vacation-programs';
import {
  VacationProgramSchema,
  type VacationGroup,
  type VacationProgram,
} from '../../server/upstream/schemas/vacation';

export function fixtureProgram(id: string): VacationProgram {
  const fixture = vacationPrograms.find((program) => program.id === id);
  if (!fixture) throw new Error(`no fixture program ${id}`);
  return VacationProgramSchema.parse({
    ...fixture,
    courses: fixture.courses.map((course) => {
      const record = courses.find((c) => c.id === course.id);
      if (!record) throw new Error(`no fixture course ${course.id}`);
      return { ...course, name: record.name, slug: record.slug };
    }),
  });
}

export function fixtureGroup(program: VacationProgram, groupId: string): VacationGroup {
  const group = program.groups.find((g) => g.id === groupId);
  if (!group) throw new Error(`no group ${groupId} in ${program.id}`);
  return group;
}
