/** The organization dashboard's part of resetDatabase(): fixtures/organizations.ts into index.ts. */
import { organizationEnrolments, organizationGroups, organizations } from '../../fixtures/organizations';
import { db } from './index';

export function seedOrganizations(): void {
  for (const organization of organizations) db.organization.create({ ...organization });
  for (const { frequency, ...group } of organizationGroups) {
    db.organizationGroup.create({
      ...group,
      frequency: frequency.map((slot, index) => db.groupSlot.create({ id: `${group.id}:${index}`, ...slot })),
    });
  }
  for (const { certificate, ...enrolment } of organizationEnrolments) {
    db.organizationEnrolment.create({
      ...enrolment,
      certificate: certificate ? db.certificateLink.create({ ...certificate }) : null,
    });
  }
}
