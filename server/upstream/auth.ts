/** Sign-in: the path is hidden in the spec (docs/decisions/003). */
import { LoginAnswerSchema } from './schemas/auth';
import { postApi } from './services';

export async function login(credentials: { email: string; password: string }) {
  return postApi('/api/auth/login/', credentials, LoginAnswerSchema);
}
