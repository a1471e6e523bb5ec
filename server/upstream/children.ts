/** A parent adds a child after sign-up (decision 032; not in the spec). */
import { z } from 'zod';
import { ChildSchema } from './schemas/parents';
import type { AddChildBody } from './schemas/sign-up';
import { postApiData } from './services';

const AddedChildSchema = z.object({ data: ChildSchema });

export const addChild = async (bearer: string, body: AddChildBody) =>
  postApiData('/api/parents/children/', body, AddedChildSchema, { bearer, created: true });
