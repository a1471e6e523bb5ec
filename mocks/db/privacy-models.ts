/** Consents for a child's data (issue 55 point 6), as the API records them: one per form given. */
import { primaryKey } from '@mswjs/data';

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
  },
};
