/** Sign-in: the path is hidden in the spec (docs/decisions/003). */
import { callService } from './client';
import { LoginAnswerSchema } from './schemas/auth';
import { apiService } from './services';

export async function login(credentials: { email: string; password: string }) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: '/api/auth/login/',
    body: credentials,
    schema: LoginAnswerSchema,
  });
  return data;
}
