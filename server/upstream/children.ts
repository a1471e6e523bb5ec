/**
 * A parent adds a child after sign-up (issue 20, decision 032): POST /api/parents/children/ with
 * the parent's token, the child written as the sign-up's `children` entries are. The spec names
 * no such call; it is the children half of the sign-up call, beside the children list the
 * parents' zone already reads (GET /api/parents/children/, decision 015).
 */
import { z } from 'zod';
import { callService } from './client';
import { ChildSchema } from './schemas/parents';
import type { ChildBody } from './schemas/sign-up';
import { apiService } from './services';

const AddedChildSchema = z.object({ data: ChildSchema });

export async function addChild(bearer: string, body: ChildBody) {
  const { data } = await callService(apiService(), {
    method: 'POST',
    path: '/api/parents/children/',
    bearer,
    body,
    schema: AddedChildSchema,
    okStatuses: [200, 201],
  });
  return data.data;
}
