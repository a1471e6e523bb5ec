/** Sign-up (hidden path, docs/decisions/019): answers as the sign-in does, so the parent is signed in. */
import { LoginAnswerSchema } from './schemas/auth';
import type { RegisterBody } from './schemas/sign-up';
import { postApi } from './services';

export const registerFamily = async (body: RegisterBody) =>
  postApi('/api/auth/register/', body, LoginAnswerSchema, { created: true });
