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
