/** Sign-in: the path is hidden in the spec (docs/decisions/003). */
import { LoginAnswerSchema } from './schemas/auth';
import { postApi } from './services';

export const login = async (credentials: { email: string; password: string }) =>
  postApi('/api/auth/login/', credentials, LoginAnswerSchema);
