/**
 * Certificates anyone can verify (issue 56 point 5, decision 087): the code the API prints on each
 * certificate, and the public answer of `GET /api/certificates/verify/{code}/`.
 */
import { z } from 'zod';

/**
 * RFC 4648 base32 without padding, 20 characters: 100 random bits, unguessable, and readable off
 * paper (no 0/O or 1/I to confuse). Upper case only: one address per certificate.
 */
export const VerificationCodeSchema = z.string().regex(/^[A-Z2-7]{20}$/);
export type VerificationCode = z.infer<typeof VerificationCodeSchema>;

/** Older certificates may have none; the site shows no code for them. */
export const OptionalVerificationCodeSchema = VerificationCodeSchema.nullish();

/**
 * Only what a verifier needs: the first name and the last name's initial, never the full name,
 * an e-mail or an id. Unknown and revoked codes are the API's 404.
 */
export const CertificateVerificationSchema = z.object({
  data: z.object({
    first_name: z.string().trim().min(1),
    last_name_initial: z.string().trim().max(1),
    /** The course or path the certificate was issued for. */
    title: z.string().trim().min(1),
    kind: z.enum(['course', 'path']),
    /** 'YYYY-MM-DD': a date, no time nor zone. */
    issued_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>['data'];
