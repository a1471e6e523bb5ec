/** The public catalogue: content entries, course records, campaigns, the trial class, location, certificates. */
import { z } from 'zod';
import { ApiCourseSchema } from '../../schemas/courses';
import { CampaignDetailSchema, CampaignIdSchema, CampaignListSchema } from '../../schemas/campaigns';
import { CoursePackEntrySchema, LearningPathEntrySchema } from '../../schemas/catalogue-content';
import { CertificateVerificationSchema, VerificationCodeSchema } from '../../schemas/certificates';
import { AgeRangeNameSchema, CourseEntrySchema, FaqEntrySchema } from '../../schemas/content';
import { LocationSchema } from '../../schemas/location';
import {
  AboutUsEntrySchema,
  AgeRangeProgramEntrySchema,
  AnnouncementEntrySchema,
  BannerEntrySchema,
  BlogPostEntrySchema,
  SliderItemEntrySchema,
  ThankYouEntrySchema,
  ValueEntrySchema,
  VideoEntrySchema,
} from '../../schemas/site';
import {
  TrialBookingAnswerSchema,
  TrialBookingBodySchema,
  TrialOfferSchema,
} from '../../schemas/trial-classes';
import { VacationCampaignSchema } from '../../schemas/vacation';
import { created, define, fieldErrors, notFound, ok, textParam } from '../define';

/** Every content type the app reads, and its entry. */
const CONTENT_TYPES = {
  course: CourseEntrySchema,
  faq: FaqEntrySchema,
  learningPath: LearningPathEntrySchema,
  coursePack: CoursePackEntrySchema,
  announcement: AnnouncementEntrySchema,
  sliderItem: SliderItemEntrySchema,
  ageRangeProgram: AgeRangeProgramEntrySchema,
  banner: BannerEntrySchema,
  video: VideoEntrySchema,
  value: ValueEntrySchema,
  aboutUs: AboutUsEntrySchema,
  blogPost: BlogPostEntrySchema,
  thankYouPage: ThankYouEntrySchema,
} as const;

type ContentType = keyof typeof CONTENT_TYPES;
const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as [ContentType, ...ContentType[]];

const [firstEntry, ...otherEntries] = Object.values(CONTENT_TYPES);
const EntryListSchema = z.object({
  total: z.number().int().nonnegative(),
  items: z
    .array(z.union([firstEntry, ...otherEntries]))
    .describe('Entries of the one `content_type` asked for.'),
});

/** Contentful's own error body. */
const ContentErrorSchema = z.object({
  sys: z.object({ type: z.literal('Error'), id: z.string() }),
  message: z.string(),
});

const contentErrors = {
  '401': { description: 'The delivery token is missing or wrong.', schema: ContentErrorSchema },
};

const catalogue = 'Catalogue';
const content = 'Content service';

export const catalogueOperations = [
  define({
    operationId: 'listContentEntries',
    service: 'content',
    method: 'get',
    path: '/entries',
    tag: content,
    summary: 'Content entries of one type (Contentful-style)',
    description: [
      'The content service has no slug route: the app filters by field. Fields the spec does not name are ours (decisions 013, 017, 018), and so is each entry’s `sys.updatedAt` (the sitemap’s `<lastmod>`).',
      'Pictures are `{url, title, width, height}`; links are `https:` or a path of the site: an entry whose required link is anything else is left out by the app, an optional one is dropped.',
      `Content types: ${CONTENT_TYPE_NAMES.map((name) => `\`${name}\``).join(', ')}.`,
    ].join('\n\n'),
    caller: 'content',
    query: {
      content_type: { schema: z.enum(CONTENT_TYPE_NAMES), description: 'The entries’ type.', required: true },
      'fields.slug': { schema: z.string().min(1), description: 'Only the entry with this slug.' },
      'fields.page': { schema: z.string().min(1), description: 'FAQ entries of one page.' },
      order: { schema: z.string().min(1), description: 'e.g. `-fields.publishDate`.' },
      limit: {
        schema: z.number().int().min(1).max(1000),
        description: 'At most this many (the app asks 100, or 1 by slug).',
      },
    },
    responses: {
      '200': ok(EntryListSchema),
      '400': { description: 'An unknown content type.', schema: ContentErrorSchema },
      ...contentErrors,
    },
    examples: CONTENT_TYPE_NAMES.map((name) => ({
      name,
      query: { content_type: name, ...(name === 'faq' ? {} : { limit: '100' }) },
    })),
  }),
  define({
    operationId: 'getContentEntry',
    service: 'content',
    method: 'get',
    path: '/entries/{entry_id}',
    tag: content,
    summary: 'One course entry by its id',
    caller: 'content',
    pathParams: { entry_id: textParam('The entry’s `sys.id`.') },
    responses: {
      '200': ok(CourseEntrySchema),
      '404': { description: 'No such entry.', schema: ContentErrorSchema },
      ...contentErrors,
    },
  }),
  define({
    operationId: 'locateVisitor',
    service: 'location',
    method: 'get',
    path: '/json/',
    tag: 'Location service',
    summary: 'The country and city of an IP address',
    description: 'A signed-out visitor’s currency follows the country (soles for Peru, dollars elsewhere).',
    caller: 'anyone',
    query: { ip: { schema: z.string().min(1), description: 'The visitor’s address; none: the caller’s.' } },
    responses: { '200': ok(LocationSchema) },
    examples: [{ name: 'default', query: { ip: '190.12.34.56' } }],
  }),
  define({
    operationId: 'listCourses',
    service: 'api',
    method: 'get',
    path: '/api/courses/',
    tag: catalogue,
    summary: 'Every course’s record: sessions, length, prices',
    description:
      'One call for every page (decision 082): public, cacheable. `duration_weeks` is ours (minicourses).',
    caller: 'anyone',
    responses: { '200': ok(z.object({ data: z.array(ApiCourseSchema) })) },
    examples: [{ name: 'default' }],
  }),
  define({
    operationId: 'listCampaigns',
    service: 'api',
    method: 'get',
    path: '/api/products/campaigns/',
    tag: catalogue,
    summary: 'The campaigns running today',
    description:
      'Running: `starts_on` ≤ today ≤ `ends_on`, Lima calendar days, both inclusive (decision 036).',
    hidden: true,
    caller: 'anyone',
    responses: { '200': ok(CampaignListSchema) },
    examples: [{ name: 'default' }],
  }),
  define({
    operationId: 'getCampaign',
    service: 'api',
    method: 'get',
    path: '/api/campaigns/{campaign_id}',
    tag: catalogue,
    summary: 'One campaign and its products; the vacation campaign’s programs',
    description: [
      'Any campaign, an ended one too, with its dates (the site answers 404 for an ended one).',
      'The vacation campaign (the app’s `VACATION_CAMPAIGN_ID`) also carries `programs` and `requirements` (decision 013): with `age_range`, only that range’s programs; without it, every range’s.',
      'A program with `has_discount` may announce its promotion’s terms (issue 75, decision 111): `discount_ends_at`, the last instant of the promotion price, and `discount_stock`, the places left at it. Past its end or at 0 places the promotion no longer holds: the site shows and charges `amount_pen`/`amount_usd`. Absent or null: no end or stock announced.',
    ].join('\n\n'),
    hidden: true,
    caller: 'anyone',
    pathParams: { campaign_id: textParam('The campaign.', CampaignIdSchema) },
    query: {
      age_range: {
        schema: AgeRangeNameSchema,
        description: 'The vacation campaign’s programs of this range.',
      },
    },
    responses: {
      '200': ok(z.union([CampaignDetailSchema, VacationCampaignSchema])),
      '400': fieldErrors('`age_range` unknown.'),
      '404': notFound('No such campaign.'),
    },
    examples: [
      { name: 'vacaciones', path: { campaign_id: 'vacaciones' } },
      { name: 'robotica-y-ia', path: { campaign_id: 'robotica-y-ia' } },
    ],
  }),
  define({
    operationId: 'getTrialOffer',
    service: 'api',
    method: 'get',
    path: '/api/products/catch-users/',
    tag: catalogue,
    summary: 'The free trial class on offer',
    caller: 'anyone',
    responses: { '200': ok(TrialOfferSchema) },
    examples: [{ name: 'default' }],
  }),
  define({
    operationId: 'bookTrialClass',
    service: 'api',
    method: 'post',
    path: '/api/products/catch-users/',
    tag: catalogue,
    summary: 'Book a trial class',
    description:
      'Anonymous. `idempotency_key` (the form’s one-time token): a repeated key answers the first booking again, never a second one. Only the offer’s days are accepted (no Sundays).',
    hidden: true,
    caller: 'anyone',
    body: TrialBookingBodySchema,
    responses: { '201': created(TrialBookingAnswerSchema), '400': fieldErrors('A field refused.') },
  }),
  define({
    operationId: 'verifyCertificate',
    service: 'api',
    method: 'get',
    path: '/api/certificates/verify/{code}/',
    tag: catalogue,
    summary: 'Check a certificate by the code printed on it',
    description:
      'Public (decision 087). Only what a verifier needs: the first name and the last name’s initial. Unknown and revoked codes are one 404.',
    hidden: true,
    caller: 'anyone',
    pathParams: { code: textParam('20 characters of RFC 4648 base32.', VerificationCodeSchema) },
    responses: { '200': ok(CertificateVerificationSchema), '404': notFound('Unknown or revoked.') },
    examples: [{ name: 'default', path: { code: 'PE657ZHHJAWU3BFVBUHL' } }],
  }),
];
