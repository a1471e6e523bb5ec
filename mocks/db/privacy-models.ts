/** Consents for a child's data and the family's ARCO requests (issue 55 point 6), as the API keeps them. */
import { nullable, primaryKey } from '@mswjs/data';
import type { DataRequestFixture } from '../../fixtures/privacy';

type DataRequestKind = DataRequestFixture['kind'];
type DataRequestStatus = DataRequestFixture['status'];

export type ConsentContext = 'sign-up' | 'add-child';

export const privacyModels = {
  dataConsent: {
    id: primaryKey(String),
    userId: Number,
    textVersion: String,
    acceptedAt: String,
    context: () => 'sign-up' as ConsentContext,
    /** The children the form registered, comma-separated ids. */
    childIds: String,
    /** When the parent withdrew it from 'Mis datos'; the record stays, as proof of both. */
    withdrawnAt: nullable(String),
  },
  /** An ARCO request (access, rectification, deletion, opposition), answered by the academy (support marks it on /__mocks). */
  dataRequest: {
    id: primaryKey(Number),
    userId: Number,
    kind: () => 'rectification' as DataRequestKind,
    status: () => 'received' as DataRequestStatus,
    detail: String,
    createdAt: String,
    answeredAt: nullable(String),
    answer: nullable(String),
  },
};
