/**
 * Our URLs name the kind of an invitation in Spanish (`/dashboard/invitar/{curso|ruta|grupo}/{id}`);
 * the upstream's contract names it in English. One table for both directions.
 */
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

/** 'al curso', 'a la ruta', 'al grupo': how the invite page names what the friend joins. */
export const KIND_PHRASE: Record<ReferralKind, string> = {
  course: 'al curso',
  learning_path: 'a la ruta',
  group: 'al mismo grupo de',
};
