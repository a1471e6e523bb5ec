/** For /readyz: any answer under 500, a 401 included, proves the API is reachable. */
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
