/** The parent's password asked again before a child's login is shown or replaced (issue 55 point 6). */
import { z } from 'zod';
import { ChildSchema } from './parents';

export const CHILD_LOGIN_PASSWORD_MAX = 200;

const password = z.string().min(1).max(CHILD_LOGIN_PASSWORD_MAX);

/** POST /api/auth/confirm-password/: a wrong password is a 400 `{ password: [...] }`. */
export const ConfirmPasswordBodySchema = z.object({ password }).strict();
export const ConfirmPasswordAnswerSchema = z.object({ confirmed: z.literal(true) });

/**
 * PUT /api/parents/children/{id}/password/: the API checks the parent's password (a 400
 * `{ parent_password: [...] }`), the new one's rule (`{ password: [...] }`) and that the child is theirs (404).
 */
export const ChildPasswordBodySchema = z.object({ password, parent_password: password }).strict();
export const ChildPasswordAnswerSchema = z.object({ data: ChildSchema });
