import type { AgeRangeName } from '../../upstream/schemas/content';

export const GUARDIAN_RELATIONS = ['father', 'mother', 'tutor'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];
export const GUARDIAN_RELATION_LABEL: Record<GuardianRelation, string> = {
  father: 'Padre',
  mother: 'Madre',
  tutor: 'Tutor',
};

export const MARKETING_SOURCES = [
  'facebook',
  'instagram',
  'mailing',
  'referral',
  'school',
  'company',
  'web',
  'student',
] as const;
export type MarketingSource = (typeof MARKETING_SOURCES)[number];
export const MARKETING_SOURCE_LABEL: Record<MarketingSource, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  mailing: 'Correo electrónico de Kodea',
  referral: 'Recomendación de un familiar o amigo',
  school: 'Colegio',
  company: 'Empresa donde trabajo',
  web: 'Página web o buscador',
  student: 'Ya soy alumno de Kodea',
};

export const EXPERIENCES = ['notexperience', 'basic', 'intermediate', 'advance'] as const;
export type Experience = (typeof EXPERIENCES)[number];
export const EXPERIENCE_LABEL: Record<Experience, string> = {
  notexperience: 'Sin experiencia',
  basic: 'Básica',
  intermediate: 'Intermedia',
  advance: 'Avanzada',
};

/** '12_plus' appears twice in the spec (12-15, 16+): the form tells them apart, the API gets the spec's value. */
export const CHILD_AGE_OPTIONS = ['5_to_7', '8_to_11', '12_to_15', '16_plus'] as const;
export type ChildAgeOption = (typeof CHILD_AGE_OPTIONS)[number];
export const CHILD_AGE_LABEL: Record<ChildAgeOption, string> = {
  '5_to_7': '5 a 7 años',
  '8_to_11': '8 a 11 años',
  '12_to_15': '12 a 15 años',
  '16_plus': '16 años a más',
};
export const AGE_RANGE_OF_OPTION: Record<ChildAgeOption, AgeRangeName> = {
  '5_to_7': '5_to_7',
  '8_to_11': '8_to_11',
  '12_to_15': '12_plus',
  '16_plus': '12_plus',
};
