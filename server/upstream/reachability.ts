/**
 * Whether the REST API answers at all, for /readyz: GET /api/banners/dashboard/ (spec §7), a short
 * list, asked without a credential and never from the public cache. Any answer under 500 — a 401
 * included — proves the API is reachable; a 5xx, a timeout or a refused connection does not.
 */
import { z } from 'zod';
import { callService } from './client';
import { apiService } from './services';

const ANSWERED = Array.from({ length: 300 }, (_, i) => 200 + i);

export async function pingApi(timeoutMs: number): Promise<void> {
  await callService(
    { ...apiService(), timeoutMs, publicGetsCacheable: false },
    { path: '/api/banners/dashboard/', schema: z.unknown(), okStatuses: ANSWERED },
  );
}
