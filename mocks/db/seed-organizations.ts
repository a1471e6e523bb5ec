/** The organization dashboard's part of resetDatabase(): fixtures/organizations.ts into index.ts. */
import { organizationEnrolments, organizationGroups, organizations } from '../../fixtures/organizations';
import { insertOrganizationRows } from './organization-rows';

export function seedOrganizations(): void {
  insertOrganizationRows({ organizations, groups: organizationGroups, enrolments: organizationEnrolments });
}
