/**
 * Sign-up of a family. The spec hides the path; we use POST /api/auth/register/ in the style of
 * the sign-in (docs/decisions/019). It answers as the sign-in does, so the new parent is signed in.
 */
import { callService } from './client';
import { LoginAnswerSchema } from './schemas/auth';
import type { RegisterBody } from './schemas/sign-up';
import { apiService } from './services';

export async function registerFamily(body: RegisterBody) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: '/api/auth/register/',
    body,
    schema: LoginAnswerSchema,
    okStatuses: [200, 201],
  });
  return data;
}
