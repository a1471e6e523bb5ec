/**
 * Sign-in. The spec does not show the path; we use POST /api/auth/login/ in the style of the
 * other endpoints (docs/decisions/003-hidden-endpoints.md).
 */
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
