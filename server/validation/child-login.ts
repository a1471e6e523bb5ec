/** The parents' zone forms that show or replace a child's login: both ask for the parent's own password. */
import { z } from 'zod';
import { CHILD_LOGIN_PASSWORD_MAX } from '../upstream/schemas/child-login';

export { CHILD_LOGIN_PASSWORD_MAX };
import { newPassword } from './fields';

const ENTER_PASSWORD = 'Ingresa tu contraseña';

const parentPassword = z
  .string({ error: ENTER_PASSWORD })
  .min(1, ENTER_PASSWORD)
  .max(CHILD_LOGIN_PASSWORD_MAX, `Escribe como máximo ${CHILD_LOGIN_PASSWORD_MAX} caracteres`);

export const RevealLoginFormSchema = z.object({ parentPassword });
export type RevealLoginForm = z.infer<typeof RevealLoginFormSchema>;

export const ChildPasswordFormSchema = z.object({
  password: newPassword(CHILD_LOGIN_PASSWORD_MAX),
  parentPassword,
});
export type ChildPasswordForm = z.infer<typeof ChildPasswordFormSchema>;

const childId = z.number().int().positive();

export const RevealLoginInputSchema = RevealLoginFormSchema.extend({ childId });
export const ChildPasswordInputSchema = ChildPasswordFormSchema.extend({ childId });
