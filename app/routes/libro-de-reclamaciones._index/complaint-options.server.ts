import { json, type AppLoadContext } from '@remix-run/node';
import { complaintProvider } from '@server/complaints/provider';
import {
  CLAIM_OBJECT_LABEL,
  CLAIM_OBJECTS,
  CLAIM_TYPE_HINT,
  CLAIM_TYPE_LABEL,
  CLAIM_TYPES,
  OTHER_SERVICE,
  OTHER_SERVICE_LABEL,
} from '@server/forms/options/complaints';
import { COUNTRIES } from '@server/forms/options/countries';
import { documentCountries, DOCUMENT_LABEL } from '@server/forms/options/documents';
import { DISTRICT_OPTIONS, PERU_DEPARTMENTS } from '@server/forms/options/peru-locations';
import { ROBOTICS_KIT_LABEL, ROBOTICS_KITS } from '@server/forms/options/robotics-kits';
import { logger } from '@server/log/logger';
import { COMPLAINT_DOCUMENT_TYPES } from '@server/validation/complaint';
import { loaderCaller } from '~/lib/loader-session.server';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const STATIC_OPTIONS = {
  countries: COUNTRIES.map(({ code, name }) => ({ value: code, label: name })),
  /** `countries` lets the page script offer only the country's documents (the server checks anyway). */
  documents: COMPLAINT_DOCUMENT_TYPES.map((type) => {
    const countries = documentCountries(type);
    return {
      value: type,
      label: DOCUMENT_LABEL[type],
      countries: Array.isArray(countries) ? countries.join(' ') : countries,
    };
  }),
  departments: asOptions(PERU_DEPARTMENTS),
  districts: asOptions(DISTRICT_OPTIONS),
  claimObjects: CLAIM_OBJECTS.map((value) => ({ value, label: CLAIM_OBJECT_LABEL[value] })),
  kits: ROBOTICS_KITS.map((value) => ({ value, label: ROBOTICS_KIT_LABEL[value] })),
  claimTypes: CLAIM_TYPES.map((value) => ({
    value,
    label: CLAIM_TYPE_LABEL[value],
    hint: CLAIM_TYPE_HINT[value],
  })),
};

/**
 * The catalogue's course names, the spec's "list of course names" (one source of product facts).
 * The complaints book must open whatever happens: without them, null, and 'Otro servicio' remains.
 */
export async function catalogueCourseNames(
  request: Request,
  context?: AppLoadContext,
): Promise<string[] | null> {
  try {
    const courses = await (await loaderCaller(request, context)).courses.list();
    return [...new Set(courses.map((course) => course.name))];
  } catch (error) {
    logger.error(
      { reason: String(error) },
      '[complaints] course list unavailable, only "Otro servicio" offered',
    );
    return null;
  }
}

export function complaintOptions(courseNames: readonly string[] | null) {
  return {
    ...STATIC_OPTIONS,
    courses: [...asOptions(courseNames ?? []), { value: OTHER_SERVICE, label: OTHER_SERVICE_LABEL }],
  };
}
export type ComplaintOptions = ReturnType<typeof complaintOptions>;

/** The form's page: the choices and who answers the complaint (the provider's facts from settings). */
export async function loadComplaintForm(request: Request, context?: AppLoadContext) {
  return json({
    options: complaintOptions(await catalogueCourseNames(request, context)),
    provider: complaintProvider(),
  });
}
