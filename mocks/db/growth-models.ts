/** Free trial classes booked through POST /api/products/catch-users/. */
import { primaryKey } from '@mswjs/data';

export const growthModels = {
  trialClass: {
    id: primaryKey(String),
    /** The form's one-time token: a repeated key answers the first booking again. */
    idempotencyKey: String,
    parentName: String,
    phone: String,
    phoneCountry: String,
    ageRange: String,
    /** Spec §3's second age list. */
    studentAge: String,
    preferredDays: String,
    createdAt: String,
  },
};
