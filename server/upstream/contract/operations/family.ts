/** The parents' zone, the student dashboard and the organization dashboard. */
import { z } from 'zod';
import { BannerListSchema } from '../../schemas/banners';
import {
  OrganizationAnswerSchema,
  OrganizationEnrolmentPageSchema,
  OrganizationSummaryAnswerSchema,
  RosterQuerySchema,
} from '../../schemas/organizations';
import {
  ChildListSchema,
  ParentEnrolmentsSchema,
  RecommendedListSchema,
  StudentRedirectSchema,
} from '../../schemas/parents';
import {
  ScheduleChangeAnswerSchema,
  ScheduleChangeBodySchema,
  ScheduleOptionsSchema,
  ScheduleRefusalSchema,
} from '../../schemas/schedule';
import { CertificateListSchema, EnrollmentListSchema } from '../../schemas/student';
import { define, fieldErrors, forbidden, idParam, notFound, ok, textParam } from '../define';

const parents = 'Parents’ zone';
const students = 'Student dashboard';
const organizations = 'Organizations';

const rosterQuery = RosterQuerySchema.shape;

export const familyOperations = [
  define({
    operationId: 'listChildren',
    service: 'api',
    method: 'get',
    path: '/api/parents/children/',
    tag: parents,
    summary: 'The parent’s children',
    description: 'Each with its student login (decision 015).',
    hidden: true,
    caller: 'parent',
    responses: { '200': ok(ChildListSchema), '403': forbidden('the caller is not a parent.') },
  }),
  define({
    operationId: 'listParentEnrolments',
    service: 'api',
    method: 'get',
    path: '/api/enrolments/',
    tag: parents,
    summary: 'A child’s learning paths and courses',
    description: '`student` is ours (decision 040): one child per call; another family’s child is a 404.',
    caller: 'parent',
    query: { student: { schema: z.number().int().positive(), description: 'The child.' } },
    responses: { '200': ok(ParentEnrolmentsSchema), '404': notFound('Another family’s child.') },
  }),
  define({
    operationId: 'listRecommended',
    service: 'api',
    method: 'get',
    path: '/api/recommended/dashboard/{type}/{child_id}/',
    tag: parents,
    summary: 'Courses or paths recommended for a child',
    caller: 'parent',
    pathParams: {
      type: textParam('What is recommended.', z.enum(['course', 'learning_path'])),
      child_id: idParam('The child.'),
    },
    responses: { '200': ok(RecommendedListSchema), '404': notFound('Another family’s child.') },
  }),
  define({
    operationId: 'studentZoneRedirect',
    service: 'api',
    method: 'get',
    path: '/api/students/kodea_redirect/{child_id}',
    tag: parents,
    summary: 'A one-time link into the student platform for a child',
    caller: 'parent',
    pathParams: { child_id: idParam('The child.') },
    responses: { '200': ok(StudentRedirectSchema), '404': notFound('Another family’s child.') },
  }),
  define({
    operationId: 'listEnrollments',
    service: 'api',
    method: 'get',
    path: '/api/enrollments/',
    tag: students,
    summary: 'The signed-in student’s enrolments',
    caller: 'student',
    responses: { '200': ok(EnrollmentListSchema) },
  }),
  define({
    operationId: 'listCertificates',
    service: 'api',
    method: 'get',
    path: '/api/certificates/',
    tag: students,
    summary: 'The signed-in student’s certificates',
    description:
      'Each `file` is a signed link to media storage, which serves a certificate only at its own signed link; `verification_code` is what `verifyCertificate` checks.',
    hidden: true,
    caller: 'student',
    responses: { '200': ok(CertificateListSchema) },
  }),
  define({
    operationId: 'listDashboardBanners',
    service: 'api',
    method: 'get',
    path: '/api/banners/dashboard/',
    tag: students,
    summary: 'The student dashboard’s banners',
    description:
      'Also the readiness probe’s call: any answer under 500, a 401 included, proves the API is up.',
    caller: 'user',
    responses: { '200': ok(BannerListSchema) },
  }),
  define({
    operationId: 'getOrganization',
    service: 'api',
    method: 'get',
    path: '/api/organizations/{organization_id}/',
    tag: organizations,
    summary: 'An organization (school)',
    description: 'Only its own coordinators (decision 020): anyone else is a 403.',
    hidden: true,
    caller: 'coordinator',
    pathParams: { organization_id: idParam('The organization.') },
    responses: {
      '200': ok(OrganizationAnswerSchema),
      '403': forbidden('not this organization’s coordinator.'),
      '404': notFound(),
    },
  }),
  define({
    operationId: 'getOrganizationSummary',
    service: 'api',
    method: 'get',
    path: '/api/organizations/{organization_id}/summary/',
    tag: organizations,
    summary: 'An organization’s figures and courses',
    hidden: true,
    caller: 'coordinator',
    pathParams: { organization_id: idParam('The organization.') },
    responses: {
      '200': ok(OrganizationSummaryAnswerSchema),
      '403': forbidden('not this organization’s coordinator.'),
      '404': notFound(),
    },
  }),
  define({
    operationId: 'listOrganizationEnrolments',
    service: 'api',
    method: 'get',
    path: '/api/organizations/{organization_id}/students/',
    tag: organizations,
    summary: 'One page of an organization’s enrolments',
    description:
      'Filters and pages as query parameters (decisions 039, 075); a page past the end is the last page (`meta.page`). Anything out of range is a 400.',
    hidden: true,
    caller: 'coordinator',
    pathParams: { organization_id: idParam('The organization.') },
    query: {
      page: { schema: rosterQuery.page, description: 'From 1.', required: true },
      page_size: { schema: rosterQuery.page_size, description: 'Rows per page.', required: true },
      course: { schema: z.number().int().positive(), description: 'Only this course.' },
      status: {
        schema: rosterQuery.status.unwrap(),
        description: '`abandoned` is the state; any other, the status.',
      },
      search: {
        schema: z.string().min(1).max(80),
        description: 'Every word somewhere in the name, any case or accents.',
      },
    },
    responses: {
      '200': ok(OrganizationEnrolmentPageSchema),
      '400': fieldErrors('A query parameter out of range.'),
      '403': forbidden('not this organization’s coordinator.'),
      '404': notFound(),
    },
  }),
  define({
    operationId: 'getScheduleOptions',
    service: 'api',
    method: 'get',
    path: '/api/enrollments/{enrollment_id}/groups/',
    tag: parents,
    summary: 'The groups an enrolment may move to',
    description: [
      'Decision 037. The API decides whether a change is allowed (`change`): not once the course started, and not within `cutoff_hours` (48) of the first class; `deadline` is that instant.',
      'Only groups of the same course with a free seat are offered (`seats_left`), never one that starts within the cut-off. `version` must be sent back with a change.',
    ].join('\n\n'),
    hidden: true,
    caller: 'parent',
    pathParams: { enrollment_id: idParam('The child’s enrolment.') },
    responses: { '200': ok(ScheduleOptionsSchema), '404': notFound('Another family’s enrolment.') },
  }),
  define({
    operationId: 'changeEnrolmentGroup',
    service: 'api',
    method: 'patch',
    path: '/api/enrollments/{enrollment_id}/',
    tag: parents,
    summary: 'Move an enrolment to another group',
    description:
      'Checked again at the API: the course not started, before the cut-off, a seat in the group (never a 7th student), and `version` unchanged since the options were read (a change made meanwhile is refused, `version_conflict`). The enrolment’s schedule is rewritten and its version goes up.',
    hidden: true,
    caller: 'parent',
    pathParams: { enrollment_id: idParam('The child’s enrolment.') },
    body: ScheduleChangeBodySchema,
    responses: {
      '200': ok(ScheduleChangeAnswerSchema),
      '400': {
        description: 'The group is another course’s (`other_course`) or the same one (`same_group`).',
        schema: ScheduleRefusalSchema.extend({ group_id: z.array(z.string()) }),
      },
      '404': notFound('Another family’s enrolment, or an unknown group.'),
      '409': {
        description: '`course_started`, `change_closed` (the cut-off), `group_full` or `version_conflict`.',
        schema: ScheduleRefusalSchema.extend({ detail: z.string() }),
      },
    },
  }),
];
