/** Our URLs name an invitation's kind in Spanish, the upstream in English: one table for both. */
import { pathArticle } from '@kernel/texts/catalogue';
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

const KIND_PHRASE: Record<Exclude<ReferralKind, 'learning_path'>, string> = {
  course: 'al curso',
  group: 'al mismo grupo de',
};

/** The words before the invited product's name: 'a la Ruta X', never 'a la ruta Ruta X'. */
export const kindPhrase = (kind: ReferralKind, itemName: string) =>
  kind === 'learning_path' ? `a ${pathArticle(itemName)}` : KIND_PHRASE[kind];
