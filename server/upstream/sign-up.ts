/** Sign-up (hidden path, docs/decisions/019): answers as the sign-in does, so the parent is signed in. */
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
