/** The simulated upstream's database (@mswjs/data), seeded from fixtures/ by seed.ts. */
import { factory, manyOf, nullable, oneOf, primaryKey } from '@mswjs/data';
import type { AgeRangeSlug, ParentCourseStatusFixture, UserRoleFixture } from '../../fixtures/types';
import { checkoutModels } from './checkout-models';
import { referralModels } from './referral-models';
import { growthModels } from './growth-models';
import { reminderModels } from '../reminders/models';
import { scheduleModels } from './schedule-models';
import { privacyModels } from './privacy-models';
import { receiptModels } from './receipt-models';
import { walletModels } from './wallet-models';
import { classModels } from './class-models';
import { refundModels } from './refund-models';
import { waitlistModels } from './waitlist-models';
import { moneyModels } from './money-models';
import { trackWrites } from './written';

export const db = trackWrites(
  factory({
    user: {
      id: primaryKey(Number),
      email: String,
      password: String,
      firstName: String,
      lastName: String,
      phone: nullable(String),
      countryCode: String,
      role: () => 'student' as UserRoleFixture,
      organizationId: nullable(Number),
      city: nullable(String),
      guardianRelation: nullable(String),
      documentType: nullable(String),
      documentNumber: nullable(String),
      marketingSource: nullable(String),
    },
    child: {
      id: primaryKey(Number),
      parentId: Number,
      first_name: String,
      last_name: String,
      email: String,
      password: String,
      icon_id: Number,
      age_range: nullable<AgeRangeSlug>(() => null),
      experience: nullable(String),
      operating_system: nullable(String),
    },
    learningPath: {
      id: primaryKey(Number),
      slug: String,
      childId: Number,
      name: String,
      main_color: String,
      secondary_color: String,
      level: Number,
      duration: Number,
      frequency: Number,
      curriculum: nullable(String),
      next: manyOf('nextPath'),
      certificate: nullable(oneOf('certificateLink')),
    },
    nextPath: {
      id: primaryKey(String),
      slug: String,
      thumbnail: String,
      name: String,
    },
    certificateLink: {
      file: primaryKey(String),
      title: String,
      verification_code: String,
      issued_on: String,
      revoked: Boolean,
    },
    courseEnrolment: {
      id: primaryKey(Number),
      childId: Number,
      learningPathId: nullable(Number),
      status: () => 'has_not_started' as ParentCourseStatusFixture,
      state: nullable(String),
      progress: Number,
      zoom_url: nullable(String),
      virtual_room_url: nullable(String),
      teacher: nullable(String),
      invoice: nullable(Number),
      course: {
        id: Number,
        name: String,
        slug: String,
        description: nullable(String),
        order_in_learning_path: nullable(Number),
        duration: Number,
        number_of_sessions: Number,
        thumbnail: nullable(String),
        project_summary: nullable(String),
        instructive: nullable(String),
        curriculum: nullable(String),
      },
      group: nullable(oneOf('enrolmentGroup')),
      certificate: nullable(oneOf('certificateLink')),
      /** The vacation program bought, when the enrolment came from one (issue 76). */
      vacationProgramId: nullable(String),
    },
    enrolmentGroup: {
      id: primaryKey(Number),
      start_date: nullable(String),
      end_date: nullable(String),
      frequency: manyOf('groupSlot'),
      frequency_numeric: Number,
    },
    groupSlot: {
      id: primaryKey(String),
      day_name: String,
      time_start: String,
      time_end: String,
    },
    recommendedCard: {
      id: primaryKey(Number),
      childId: Number,
      type: () => 'course' as 'course' | 'learning_path',
      ageRange: () => '8_to_11' as AgeRangeSlug,
      image: String,
      nameCourse: String,
      duration: Number,
      startDate: nullable(String),
      discount: Number,
      /** Ours: the catalogue slug of the course or path recommended. */
      slug: String,
    },
    studentZoneToken: {
      token: primaryKey(String),
      childId: Number,
      used: Boolean,
    },
    course: {
      id: primaryKey(String),
      slug: String,
      name: String,
      ageRange: () => '8_to_11' as AgeRangeSlug,
      initialDate: nullable(String),
      endDate: nullable(String),
      shortDescription: String,
      shortDescriptionForGrid: String,
      h1Tag: String,
      backgroundImage: String,
      mainImage: String,
      modules: manyOf('courseModule'),
      groups: manyOf('courseGroup'),
      numberOfSessions: Number,
      durationMonths: Number,
      durationWeeks: nullable(Number),
      pricePen: Number,
      priceUsd: Number,
      tools: () => [] as string[],
      silabo: nullable(String),
      updatedAt: String,
    },
    courseModule: {
      id: primaryKey(String),
      concept: String,
    },
    courseGroup: {
      id: primaryKey(String),
      name: String,
      startDate: String,
      startHour: String,
    },
    schedule: {
      id: primaryKey(String),
      day: String,
      hour: String,
    },
    faq: {
      id: primaryKey(String),
      page: String,
      question: String,
      answer: String,
    },
    enrollment: {
      id: primaryKey(Number),
      /** The enrolled student: the signed-in user, or the child a parent enrolled (student_id). */
      userId: Number,
      course_id: String,
      course_name: nullable(String),
      module_id: nullable(String),
      module_name: nullable(String),
      group_id: nullable(String),
      group_name: nullable(String),
      initial_date: nullable(String),
      schedules: manyOf('schedule'),
      timezone_name: nullable(String),
      purchase: nullable(String),
      status: String,
      progress: Number,
      zoom_url: nullable(String),
    },
    certificate: {
      id: primaryKey(Number),
      userId: Number,
      title: String,
      file: String,
      verificationCode: String,
      issuedOn: String,
      revoked: Boolean,
    },
    purchase: {
      id: primaryKey(String),
      userId: Number,
      merchantId: String,
      amount: Number,
      currency: String,
      description: String,
      programId: nullable(String),
      groupId: nullable(String),
      transactionId: nullable(String),
      paidAmount: nullable(Number),
      createdAt: String,
      /** Until when the unpaid purchase holds its schedule's seat (mocks/waitlist/sale-seats.ts). */
      seatHeldUntil: nullable(String),
    },
    providerToken: {
      token: primaryKey(String),
      merchantId: String,
    },
    providerSession: {
      sessionKey: primaryKey(String),
      merchantId: String,
      amount: Number,
      token: String,
      /** When it was opened, in the order of sale changes: a pedido changed later voids it (sale-rules.ts). */
      openedSeq: Number,
    },
    /** What the browser-side form hands back: never the card, only this token. */
    transactionToken: {
      id: primaryKey(String),
      sessionKey: String,
      card: String,
      brand: String,
      outcome: String,
      used: Boolean,
    },
    authorization: {
      id: primaryKey(String),
      purchaseNumber: String,
      userId: Number,
      code: Number,
      actionCode: String,
      /** The charged token's masked card (or wallet phone) and brand (or wallet): what Mis compras,
       * a receipt and a refund show. */
      card: nullable(String),
      brand: nullable(String),
      /** The exact JSON answered, replayed on a repeated authorization of the same purchase. */
      answer: String,
      createdAt: String,
    },
    globalCustomer: {
      id: primaryKey(String),
      userId: Number,
      email: String,
    },
    globalSubscription: {
      id: primaryKey(String),
      userId: Number,
      customerId: String,
      amount: Number,
      currency: String,
      description: String,
      clientSecret: String,
      /** incomplete → active once the first payment is confirmed in the browser; canceled when withdrawn unpaid */
      status: String,
      card: nullable(String),
      programId: nullable(String),
      studentId: nullable(Number),
      createdAt: String,
      paidAt: nullable(String),
      brand: nullable(String),
    },
    organization: {
      id: primaryKey(Number),
      name: String,
      city: nullable(String),
    },
    organizationGroup: {
      id: primaryKey(String),
      organizationId: Number,
      courseId: Number,
      courseName: String,
      name: String,
      start_date: nullable(String),
      frequency: manyOf('groupSlot'),
      teacher: nullable(String),
    },
    organizationEnrolment: {
      id: primaryKey(Number),
      organizationId: Number,
      studentId: Number,
      studentName: String,
      groupId: String,
      status: () => 'has_not_started' as ParentCourseStatusFixture,
      state: nullable(String),
      progress: Number,
      /** Plain columns, not a relation: @mswjs/data rescans a linked table on every read. */
      certificateTitle: nullable(String),
      certificateFile: nullable(String),
      /** Derived at creation (organization-rows.ts), as an upstream keeps indexed columns. */
      courseId: Number,
      statusKey: String,
      searchName: String,
    },
    banner: {
      id: primaryKey(Number),
      url: String,
      cover: String,
      cover_mobile: String,
      title: String,
    },
    /**
     * The complaints book: the body as filed, numbered per year; its copy token (the e-mail's link,
     * kept to send it again with the answer) and the provider's answer once support records it.
     */
    complaint: {
      id: primaryKey(String),
      number: Number,
      year: Number,
      createdAt: String,
      body: String,
      copyToken: String,
      answer: nullable(String),
      answeredAt: nullable(String),
      answeredBy: nullable(String),
    },
    ...checkoutModels,
    ...referralModels,
    ...growthModels,
    ...reminderModels,
    ...scheduleModels,
    ...privacyModels,
    ...receiptModels,
    ...walletModels,
    ...classModels,
    ...refundModels,
    ...waitlistModels,
    ...moneyModels,
    /** Only the token's hash is kept: the link in the e-mail is the one copy of the token. */
    passwordResetToken: {
      id: primaryKey(String),
      userId: Number,
      expiresAt: Number,
      usedAt: nullable(Number),
    },
    contactRequest: {
      id: primaryKey(Number),
      userId: Number,
      tipo_de_consulta: String,
      message: String,
      createdAt: String,
    },
    visitorContactRequest: {
      id: primaryKey(Number),
      name: String,
      email: String,
      phone: nullable(String),
      message: String,
      createdAt: String,
    },
  }),
);

export type UserRecord = NonNullable<ReturnType<typeof db.user.findFirst>>;

export function userById(id: number): UserRecord | null {
  return db.user.findFirst({ where: { id: { equals: id } } });
}
