/**
 * The shape of one entry of the upstream contract (issue 78, decision 102): an operation the app
 * calls, with the zod schemas of `server/upstream/schemas/` for its bodies. `scripts/openapi.ts`
 * writes the OpenAPI document from these entries; `client.ts` finds an answer's operation here
 * under UPSTREAM_CONTRACT_CHECK. Paths are templates (`{name}`), exactly as the app calls them.
 */
import { z } from 'zod';
import { FieldErrorsAnswerSchema } from '../schemas/sign-up';

export type Service = 'api' | 'content' | 'location';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call: it decides the security requirement and the generic 401. */
export type Caller =
  /** No credential. */
  | 'anyone'
  /** No credential, or a user's bearer that makes the answer the caller's own. */
  | 'anyone-or-user'
  /** A signed-in user's bearer (the refresh token), whatever the role. */
  | 'user'
  | 'parent'
  | 'student'
  | 'coordinator'
  /** The reminders job's service token. */
  | 'service'
  /** A child's calendar-feed token. */
  | 'feed'
  /** A complaint sheet's copy token, the capability its e-mail's link carries. */
  | 'complaint-copy'
  /** The content service's delivery token. */
  | 'content';

export interface Answer {
  description: string;
  /** None: no body. */
  schema?: z.ZodType;
}

export interface Parameter {
  schema: z.ZodType;
  description: string;
  required?: boolean;
}

/** A request whose simulated answer becomes a named example (public GETs: the Prism run needs them). */
export interface ExampleRequest {
  /** The key it answers for: a path parameter's or a `content_type` value, or `default`. */
  name: string;
  path?: Record<string, string>;
  query?: Record<string, string>;
}

export interface Operation {
  operationId: string;
  service: Service;
  method: Method;
  path: string;
  /** The product area, one tag of the document. */
  tag: string;
  summary: string;
  /** The rules in words: cut-offs, holds, numbering, who may call it (markdown). */
  description?: string;
  /** Ours, not in the spec (decision 003): the simulator is its only implementation so far. */
  hidden?: boolean;
  caller: Caller;
  pathParams?: Record<string, Parameter>;
  query?: Record<string, Parameter>;
  body?: z.ZodType;
  /** Every status the app reads, keyed as OpenAPI keys them ('200', '409', '5XX'). */
  responses: Record<string, Answer>;
  examples?: ExampleRequest[];
}

/** Django REST-style errors of the REST API. */
export const DetailSchema = z.object({ detail: z.string() });

export const fieldErrors = (description: string): Answer => ({
  description: `${description} Django REST field errors: each field named, with its messages.`,
  schema: FieldErrorsAnswerSchema,
});

export const detail = (description: string): Answer => ({ description, schema: DetailSchema });

export const notFound = (what = 'Unknown, or not the caller’s (never told apart).'): Answer =>
  detail(`Not found. ${what}`);

export const forbidden = (what: string): Answer => detail(`Forbidden: ${what}`);

export const ok = (schema: z.ZodType, description = 'The answer.'): Answer => ({ description, schema });

export const created = (schema: z.ZodType, description = 'Created.'): Answer => ({ description, schema });

/** An integer id in a path. */
export const idParam = (description: string): Parameter => ({
  schema: z.number().int().positive(),
  description,
});

export const textParam = (description: string, schema: z.ZodType = z.string().min(1)): Parameter => ({
  schema,
  description,
});

export const define = (operation: Operation): Operation => operation;
