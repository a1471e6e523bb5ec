/** Inserting organizations with the columns an upstream would index for the roster's filters. */
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
