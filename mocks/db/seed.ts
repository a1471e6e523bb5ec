/** Fills the mock database from fixtures/; called at start-up and between tests. */
import { banners } from '../../fixtures/banners';
import { courses } from '../../fixtures/courses';
import { children } from '../../fixtures/children';
import { certificates, enrollments } from '../../fixtures/enrollments';
import { faqs } from '../../fixtures/faqs';
import { organizationEnrolments, organizationGroups, organizations } from '../../fixtures/organizations';
import { referralLinks, referralUses } from '../../fixtures/referrals';
import { consents, dataRequests, PRIVACY_CHILD, PRIVACY_PARENT } from '../../fixtures/privacy';
import { complaints } from '../../fixtures/complaints';
import { users } from '../../fixtures/users';
import { drop } from '@mswjs/data';
import { db } from './index';
import { markDatabaseSeeded } from './written';
import { insertOrganizationRows } from './organization-rows';
import { seedParentsZone } from './seed-parents';
import { seedCheckout } from './seed-checkout';
import { seedReminders } from '../reminders/seed';
import { seedBoughtFamilies } from './seed-bought';
import { seedScheduleChanges } from '../schedule/seed';
import { seedClassSessions } from '../class-sessions/seed';
import { seedReceiptFixtures } from '../receipts/seed';

export function resetDatabase(): void {
  drop(db);
  for (const user of users) db.user.create({ ...user });
  for (const child of children) db.child.create({ ...child });
  for (const { modules, groups, durationWeeks, ...course } of courses) {
    db.course.create({
      ...course,
      durationWeeks: durationWeeks ?? null,
      modules: modules.map((module) => db.courseModule.create({ ...module })),
      groups: groups.map((group) => db.courseGroup.create({ ...group })),
    });
  }
  for (const faq of faqs) db.faq.create({ ...faq });
  for (const { schedules = [], ...enrollment } of enrollments) {
    db.enrollment.create({
      ...enrollment,
      schedules: schedules.map((slot, index) =>
        db.schedule.create({ id: `enrollment-${enrollment.id}:${index}`, ...slot }),
      ),
    });
  }
  for (const certificate of certificates) db.certificate.create({ revoked: false, ...certificate });
  seedParentsZone();
  insertOrganizationRows({ organizations, groups: organizationGroups, enrolments: organizationEnrolments });
  for (const banner of banners) db.banner.create({ ...banner });
  seedCheckout();
  for (const link of referralLinks) db.referralLink.create({ ...link });
  for (const use of referralUses) db.referralUse.create({ ...use });
  seedReminders();
  seedBoughtFamilies();
  seedScheduleChanges();
  seedClassSessions();
  db.user.create({ ...PRIVACY_PARENT });
  db.child.create({ ...PRIVACY_CHILD });
  for (const consent of consents) db.dataConsent.create({ ...consent });
  for (const request of dataRequests) db.dataRequest.create({ ...request });
  for (const { body, ...complaint } of complaints)
    db.complaint.create({ ...complaint, body: JSON.stringify(body) });
  seedReceiptFixtures();
  markDatabaseSeeded();
}
