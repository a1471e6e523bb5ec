import { z } from 'zod';
import type { DocumentType } from '../../forms/options/documents';
import type { Experience, GuardianRelation, MarketingSource } from '../../forms/options/family';
import type { OperatingSystem } from '../../forms/options/operating-systems';
import type { AgeRangeName } from './content';

export interface RegisterBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** E.164 */
  phone: string;
  country_code: string;
  city: string;
  guardian_relation: GuardianRelation;
  document_type: DocumentType;
  document_number: string;
  marketing_source: MarketingSource;
  accept_terms: true;
  children: ChildBody[];
  /** The parent's express consent for the children's data; the API records it for the new account. */
  child_data_consent: ConsentBody;
}

/** A consent as the API records it (issue 55 point 6): the policy's version and when it was given. */
export interface ConsentBody {
  text_version: string;
  /** ISO 8601 */
  accepted_at: string;
  /** The account giving it; absent at sign-up, where the API creates the account. */
  account_id?: number;
}

/** POST /api/parents/children/: the child and the consent for its data. */
export interface AddChildBody extends ChildBody {
  child_data_consent: ConsentBody & { account_id: number };
}

/** Also what POST /api/parents/children/ adds later (decision 032). */
export interface ChildBody {
  first_name: string;
  age_range: AgeRangeName;
  experience: Experience;
  operating_system: OperatingSystem;
}

/** Django REST field errors, e.g. `{ "email": ["…"] }`. */
export const FieldErrorsAnswerSchema = z.record(z.string(), z.array(z.string()));
