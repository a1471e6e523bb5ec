/** Free trial classes booked through POST /api/products/catch-users/. */
import { primaryKey } from '@mswjs/data';

export const growthModels = {
  trialClass: {
    /** 'PRUEBA-000001', numbered in order. */
    id: primaryKey(String),
    /** The form's one-time token: a repeated key answers the first booking again. */
    idempotencyKey: String,
    parentName: String,
    phone: String,
    phoneCountry: String,
    ageRange: String,
    /** Comma-separated weekdays ('monday,wednesday'). */
    preferredDays: String,
    createdAt: String,
  },
};
