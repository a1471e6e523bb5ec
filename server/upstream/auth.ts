/** Sign-in: the path is hidden in the spec (docs/decisions/003). */
import { LoginAnswerSchema } from './schemas/auth';
import { callApi } from './services';

export async function login(credentials: { email: string; password: string }) {
  return callApi({ method: 'POST', path: '/api/auth/login/', body: credentials, schema: LoginAnswerSchema });
}
