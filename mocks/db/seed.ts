/** Fills the mock database from fixtures/; called at start-up and between tests. */
import { courses } from '../../fixtures/courses';
import { children } from '../../fixtures/children';
import { certificates, enrollments } from '../../fixtures/enrollments';
import { faqs } from '../../fixtures/faqs';
import { users } from '../../fixtures/users';
import { drop } from '@mswjs/data';
import { db } from './index';
import { seedParentsZone } from './seed-parents';
import { seedOrganizations } from './seed-organizations';
import { seedBanners } from './seed-banners';
import { seedCheckout } from './seed-checkout';
import { seedReferrals } from './seed-referrals';
import { seedReminders } from '../reminders/seed';
import { seedScheduleChanges } from '../schedule/seed';

export function resetDatabase(): void {
  drop(db);
  for (const user of users) db.user.create({ ...user });
  for (const child of children) db.child.create({ ...child });
  for (const { modules, groups, ...course } of courses) {
    db.course.create({
      ...course,
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
  for (const certificate of certificates) db.certificate.create({ ...certificate });
  seedParentsZone();
  seedOrganizations();
  seedBanners();
  seedCheckout();
  seedReferrals();
  seedReminders();
  seedScheduleChanges();
}
