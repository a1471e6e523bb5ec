import { AGE_RANGE_OF_OPTION } from '../forms/options/family';
import type { ChildBody, ConsentBody, RegisterBody } from '../upstream/schemas/sign-up';
import type { ConsentInput } from '../validation/consent';
import type { ChildEntry, RegisterInput } from '../validation/sign-up';

export function childBody(child: ChildEntry): ChildBody {
  return {
    first_name: child.firstName,
    age_range: AGE_RANGE_OF_OPTION[child.age],
    experience: child.experience,
    operating_system: child.operatingSystem,
  };
}

export const consentBody = ({ textVersion, acceptedAt }: ConsentInput): ConsentBody => ({
  text_version: textVersion,
  accepted_at: acceptedAt,
});

export function registerBody({ guardian, children, consent }: RegisterInput): RegisterBody {
  return {
    first_name: guardian.firstName,
    last_name: guardian.lastName,
    email: guardian.email,
    password: guardian.password,
    phone: guardian.phone,
    country_code: guardian.country,
    city: guardian.city,
    guardian_relation: guardian.relation,
    document_type: guardian.documentType,
    document_number: guardian.documentNumber,
    marketing_source: guardian.source,
    accept_terms: true,
    children: children.map(childBody),
    child_data_consent: consentBody(consent),
  };
}

const FORM_FIELD_OF: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  password: 'password',
  phone: 'phone',
  country_code: 'country',
  city: 'city',
  guardian_relation: 'relation',
  document_type: 'documentType',
  document_number: 'documentNumber',
  marketing_source: 'source',
};

/** With the API's first message; fields we do not know are dropped. */
export function guardianFieldErrors(answer: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(answer)) {
    const formField = FORM_FIELD_OF[field];
    if (formField && messages[0]) result[formField] = messages[0];
  }
  return result;
}
