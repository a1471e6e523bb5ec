/** Server-only, so the country data never reaches a browser bundle. */
import { COUNTRIES } from '@server/forms/options/countries';
import { documentCountries, DOCUMENT_LABEL, DOCUMENT_TYPES } from '@server/forms/options/documents';
import {
  CHILD_AGE_LABEL,
  CHILD_AGE_OPTIONS,
  EXPERIENCE_LABEL,
  EXPERIENCES,
  GUARDIAN_RELATION_LABEL,
  GUARDIAN_RELATIONS,
  MARKETING_SOURCE_LABEL,
  MARKETING_SOURCES,
} from '@server/forms/options/family';
import { OPERATING_SYSTEM_LABEL, OPERATING_SYSTEMS } from '@server/forms/options/operating-systems';
import { PHONE_COUNTRIES } from '@server/forms/options/phone';
import { MAX_CHILDREN } from '@server/validation/sign-up';
import type { Option } from '~/components/forms/fields';

const listOf = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));

const COUNTRY_OPTIONS: Option[] = COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));
const PHONE_COUNTRY_OPTIONS: Option[] = PHONE_COUNTRIES.map(({ code, name, dialCode }) => ({
  value: code,
  label: `${name} (${dialCode})`,
}));
export const SIGN_UP_OPTIONS = {
  maxChildren: MAX_CHILDREN,
  countries: COUNTRY_OPTIONS,
  phoneCountries: PHONE_COUNTRY_OPTIONS,
  /** `countries` lets the page script offer only the country's documents (the server checks anyway). */
  documents: DOCUMENT_TYPES.map((type) => {
    const countries = documentCountries(type);
    return {
      value: type,
      label: DOCUMENT_LABEL[type],
      countries: Array.isArray(countries) ? countries.join(' ') : countries,
    };
  }),
  relations: listOf(GUARDIAN_RELATIONS, GUARDIAN_RELATION_LABEL),
  sources: listOf(MARKETING_SOURCES, MARKETING_SOURCE_LABEL),
  ages: listOf(CHILD_AGE_OPTIONS, CHILD_AGE_LABEL),
  experiences: listOf(EXPERIENCES, EXPERIENCE_LABEL),
  systems: listOf(OPERATING_SYSTEMS, OPERATING_SYSTEM_LABEL),
};
export type SignUpOptions = typeof SIGN_UP_OPTIONS;
