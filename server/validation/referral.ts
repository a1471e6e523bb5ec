/** The referral program's inputs (decision 035). */
import { z } from 'zod';
import { ReferralKindSchema } from '../upstream/schemas/referral';

export const REFERRAL_CODE_INVALID =
  'Escribe el código de invitación tal como lo recibiste (por ejemplo, CARLOS-ROBLOX).';

export const ReferralItemSchema = z.object({
  kind: ReferralKindSchema,
  id: z.number().int().positive().max(999_999_999),
});

/** The contract's ReferralCodeSchema with the message a parent reads. */
export const ReferralCodeInputSchema = z
  .string({ message: REFERRAL_CODE_INVALID })
  .trim()
  .toUpperCase()
  .min(4, REFERRAL_CODE_INVALID)
  .max(40, REFERRAL_CODE_INVALID)
  .regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, REFERRAL_CODE_INVALID);

export const ReferralFormSchema = z.object({ code: ReferralCodeInputSchema });
