/** Our URLs name an invitation's kind in Spanish, the upstream in English: one table for both. */
import type { ReferralKind } from '../upstream/schemas/referral';

export const KIND_SLUGS = ['curso', 'ruta', 'grupo'] as const;
export type KindSlug = (typeof KIND_SLUGS)[number];

export const KIND_OF_SLUG: Record<KindSlug, ReferralKind> = {
  curso: 'course',
  ruta: 'learning_path',
  grupo: 'group',
};

export const SLUG_OF_KIND: Record<ReferralKind, KindSlug> = {
  course: 'curso',
  learning_path: 'ruta',
  group: 'grupo',
};

export const isKindSlug = (value: string): value is KindSlug =>
  (KIND_SLUGS as readonly string[]).includes(value);

export const invitePath = (kind: ReferralKind, id: number) =>
  `/dashboard/invitar/${SLUG_OF_KIND[kind]}/${id}`;

export const KIND_PHRASE: Record<ReferralKind, string> = {
  course: 'al curso',
  learning_path: 'a la ruta',
  group: 'al mismo grupo de',
};
