/** Password recovery's contract with the API (decision 081). */
import { z } from 'zod';

/** The API answers the same whether or not the address has an account. */
export const PasswordResetRequestAnswerSchema = z.object({ detail: z.string() });

export const ResetTokenAnswerSchema = z.object({ valid: z.literal(true) });

/** Whose password changed, so the app can sign that account out everywhere. */
export const PasswordResetConfirmAnswerSchema = z.object({ user_id: z.number().int() });
