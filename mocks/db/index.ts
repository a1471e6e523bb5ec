/** The simulated upstream's database (@mswjs/data), seeded from fixtures/ by seed.ts. */
import { factory, manyOf, nullable, oneOf, primaryKey } from '@mswjs/data';
import type { AgeRangeSlug, ParentCourseStatusFixture, UserRoleFixture } from '../../fixtures/types';
import { checkoutModels } from './checkout-models';
import { referralModels } from './referral-models';
import { growthModels } from './growth-models';
import { reminderModels } from '../reminders/models';
import { scheduleModels } from './schedule-models';

export const db = factory({
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
    /** Filled by a sign-up (POST /api/auth/register/); fixture users have none. */
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
    /** From the sign-up: prior experience and the computer's operating system (its requirements). */
    experience: nullable(String),
    operating_system: nullable(String),
  },
  /** Parents' zone: a child's learning path; its courses are the courseEnrolments pointing at it. */
  learningPath: {
    /** learning_path_details[0].id */
    id: primaryKey(Number),
    /** The catalogue path's slug (fixtures/learning-paths.ts). */
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
    /** `{path id}:{slug}` */
    id: primaryKey(String),
    slug: String,
    thumbnail: String,
    name: String,
  },
  certificateLink: {
    file: primaryKey(String),
    title: String,
  },
  /** Parents' zone: a child in a course (of a path, or an individual one when learningPathId is null). */
  courseEnrolment: {
    id: primaryKey(Number),
    childId: Number,
    learningPathId: nullable(Number),
    status: () => 'has_not_started' as ParentCourseStatusFixture,
    state: nullable(String),
    progress: Number,
    zoom_url: nullable(String),
    virtual_room_url: nullable(String),
    /** The teacher's full name. */
    teacher: nullable(String),
    invoice: nullable(Number),
    course: {
      id: Number,
      name: String,
      /** The catalogue course's slug (fixtures/courses.ts). */
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
  },
  enrolmentGroup: {
    /** The enrolment's id: a group record per enrolment, as the API nests it. */
    id: primaryKey(Number),
    start_date: nullable(String),
    end_date: nullable(String),
    frequency: manyOf('groupSlot'),
    frequency_numeric: Number,
  },
  groupSlot: {
    /** `{enrolment id}:{position}` */
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
  },
  /** One-time entries to the simulated student platform (mocks/linked-sites/student-platform/). */
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
  },
  purchase: {
    id: primaryKey(String),
    userId: Number,
    merchantId: String,
    amount: Number,
    currency: String,
    description: String,
    /** What it buys (ours, decision 031): the vacation program and its schedule. */
    programId: nullable(String),
    groupId: nullable(String),
    transactionId: nullable(String),
    paidAmount: nullable(Number),
    createdAt: String,
  },
  /** The provider's access token, obtained by our API with a merchant id. */
  providerToken: {
    token: primaryKey(String),
    merchantId: String,
  },
  /** A payment-form session: what the browser-side form may charge. */
  providerSession: {
    sessionKey: primaryKey(String),
    merchantId: String,
    amount: Number,
    token: String,
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
  /** One row per charge attempt sent to the card network (tests count these). */
  authorization: {
    id: primaryKey(String),
    purchaseNumber: String,
    userId: Number,
    code: Number,
    actionCode: String,
    /** The exact JSON answered, replayed on a repeated authorization of the same purchase. */
    answer: String,
    createdAt: String,
  },
  /** Global card provider: customers and subscriptions created through our API. */
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
    /** What it pays for (decision 022): the program, and the child of a parent's purchase. */
    programId: nullable(String),
    studentId: nullable(Number),
    createdAt: String,
    /** Set when the first payment is confirmed, with the card's brand. */
    paidAt: nullable(String),
    brand: nullable(String),
  },
  /** Organization (B2B) dashboard: fixtures/organizations.ts. */
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
    /**
     * The certificate as plain columns, not a relation: @mswjs/data resolves a relation by
     * scanning the linked table on every read, which a 10,000-row roster cannot afford.
     */
    certificateTitle: nullable(String),
    certificateFile: nullable(String),
    /**
     * Derived at creation (mocks/db/organization-rows.ts), as a real upstream keeps indexed
     * columns: the group's course, the status key the filter names, the name folded for search.
     */
    courseId: Number,
    statusKey: String,
    searchName: String,
  },
  /** Student dashboard banners (GET /api/banners/dashboard/). */
  banner: {
    id: primaryKey(Number),
    url: String,
    cover: String,
    cover_mobile: String,
    title: String,
  },
  /** The complaints book (POST /api/complaints/): the body as filed, numbered per year. */
  complaint: {
    id: primaryKey(String),
    number: Number,
    year: Number,
    createdAt: String,
    body: String,
  },
  ...checkoutModels,
  ...referralModels,
  ...growthModels,
  ...reminderModels,
  ...scheduleModels,
  contactRequest: {
    id: primaryKey(Number),
    userId: Number,
    tipo_de_consulta: String,
    message: String,
    createdAt: String,
  },
});
