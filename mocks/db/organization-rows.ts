/**
 * Inserting organizations into the mock database, for the fixtures (seed.ts) and the
 * generated ones (mocks/support/generate-organization.ts) alike. Each enrolment gets the columns a
 * real upstream would keep indexed for the roster's query parameters: the group's course, the
 * status key the filter names ('abandoned' wins over the status, spec §4) and the student's name
 * folded for search (lowercase, no accents), so the handler filters with @mswjs/data's own `where`.
 */
import type {
  OrganizationEnrolmentFixture,
  OrganizationFixture,
  OrganizationGroupFixture,
} from '../../fixtures/types';
import { db } from './index';

/** Lowercase without accents: 'Ñuñez' and 'NUNEZ' find each other. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

export function statusKeyOf(enrolment: Pick<OrganizationEnrolmentFixture, 'status' | 'state'>): string {
  return enrolment.state === 'abandoned' ? 'abandoned' : enrolment.status;
}

export function insertOrganizationRows(rows: {
  organizations: OrganizationFixture[];
  groups: OrganizationGroupFixture[];
  enrolments: OrganizationEnrolmentFixture[];
}): void {
  for (const organization of rows.organizations) db.organization.create({ ...organization });
  const courseOfGroup = new Map<string, number>();
  for (const { frequency, ...group } of rows.groups) {
    courseOfGroup.set(group.id, group.courseId);
    db.organizationGroup.create({
      ...group,
      frequency: frequency.map((slot, index) => db.groupSlot.create({ id: `${group.id}:${index}`, ...slot })),
    });
  }
  for (const { certificate, ...enrolment } of rows.enrolments) {
    db.organizationEnrolment.create({
      ...enrolment,
      certificateTitle: certificate?.title ?? null,
      certificateFile: certificate?.file ?? null,
      courseId: courseOfGroup.get(enrolment.groupId) ?? 0,
      statusKey: statusKeyOf(enrolment),
      searchName: foldName(enrolment.studentName),
    });
  }
}
