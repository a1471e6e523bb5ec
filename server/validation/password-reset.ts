/** Password recovery (decision 081): the same password rule as the sign-up, never a second copy. */
import { z } from 'zod';
import { crossChecked, emailAddress, maxMessage, newPassword } from './fields';

export const PASSWORD_RESET_LIMITS = { email: 200, password: 200, token: 128 } as const;

export const PasswordResetRequestSchema = z.object({ email: emailAddress(PASSWORD_RESET_LIMITS.email) });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** The form of /restablecer-contrasena/{token}: the token travels in the address, not in the form. */
export const NewPasswordFormSchema = crossChecked(
  z.object({
    password: newPassword(PASSWORD_RESET_LIMITS.password),
    confirmPassword: z
      .string({ error: 'Repite tu nueva contraseña' })
      .max(PASSWORD_RESET_LIMITS.password, maxMessage(PASSWORD_RESET_LIMITS.password)),
  }),
  (value, add, ok) => {
    if (ok('password', 'confirmPassword') && value.password !== value.confirmPassword)
      add('confirmPassword', 'Las contraseñas no coinciden');
  },
);
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** Opaque to us: the API's random token, bounded so nothing long reaches it. */
export const ResetTokenSchema = z.string().trim().min(1).max(PASSWORD_RESET_LIMITS.token);

export const PasswordResetConfirmSchema = z.object({
  token: ResetTokenSchema,
  password: newPassword(PASSWORD_RESET_LIMITS.password),
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;
