/** A parent adds a child after sign-up (decision 032; not in the spec). */
import { z } from 'zod';
import { ChildSchema } from './schemas/parents';
import type { ChildBody } from './schemas/sign-up';
import { apiData } from './services';

const AddedChildSchema = z.object({ data: ChildSchema });

export async function addChild(bearer: string, body: ChildBody) {
  return apiData({
    method: 'POST',
    path: '/api/parents/children/',
    bearer,
    body,
    schema: AddedChildSchema,
    okStatuses: [200, 201],
  });
}
