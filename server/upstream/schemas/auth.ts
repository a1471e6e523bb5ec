/** Sign-in answer and the user data kept in the session (spec §3 "User data"). */
import { z } from 'zod';

export const UserRoleSchema = z.enum(['student', 'parent', 'organization']);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const UserDataSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  countryCode: z.string().length(2),
  role: UserRoleSchema,
  organization_id: z.number().int().nullable(),
  /**
   * Ours: a parent's children ids, in the children list's order. The parents' zone asks for the
   * first child's data together with the list instead of after it (decision 082).
   */
  children: z.array(z.number().int()).optional(),
});
export type UserData = z.infer<typeof UserDataSchema>;

export const LoginAnswerSchema = z.object({
  access: z.string().min(1),
  refresh: z.string().min(1),
  user: UserDataSchema,
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
