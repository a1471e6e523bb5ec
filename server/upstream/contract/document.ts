/**
 * The OpenAPI 3.1 document of the upstream contract, written from the registry
 * (`operations/`). `scripts/openapi.ts` commits it as docs/upstream/openapi.json with examples
 * taken from the simulator; UPSTREAM_CONTRACT_CHECK builds it in memory, without examples.
 */
import type { Caller, Operation, Parameter, Service } from './define';
import { DetailSchema } from './define';
import { NAMED_SCHEMAS } from './components';
import { Components, toJsonSchema, type JsonSchema } from './json-schema';
import { OPERATIONS } from './operations';
import { TAGS, DOCUMENT_INTRO } from './texts';

/** operationId → example name → the answer's body, for its first 2xx answer. */
export type Examples = Record<string, Record<string, unknown>>;

export type OpenApiDocument = { [key: string]: unknown } & {
  paths: Record<string, Record<string, OpenApiOperation>>;
};

export interface OpenApiOperation {
  operationId: string;
  'x-service': Service;
  responses: Record<
    string,
    { description: string; content?: { 'application/json': Record<string, unknown> } }
  >;
  [key: string]: unknown;
}

const SERVERS: Record<Service, { url: string; description: string }> = {
  api: { url: 'https://api.kodea.pe', description: 'Kodea’s REST API (the app’s UPSTREAM_URL).' },
  content: {
    url: 'https://cdn.contentful.com/spaces/kodea',
    description: 'The content service, Contentful-style (CONTENT_URL).',
  },
  location: { url: 'https://location.kodea.pe', description: 'The location service (LOCATION_URL).' },
};

const SECURITY: Record<Caller, Array<Record<string, string[]>>> = {
  anyone: [],
  'anyone-or-user': [{}, { userToken: [] }],
  user: [{ userToken: [] }],
  parent: [{ userToken: [] }],
  student: [{ userToken: [] }],
  coordinator: [{ userToken: [] }],
  service: [{ serviceToken: [] }],
  feed: [{ feedToken: [] }],
  'complaint-copy': [{ complaintCopyToken: [] }],
  content: [{ contentToken: [] }],
};

const CALLER_WORDS: Record<Caller, string> = {
  anyone: 'Anyone: no credential.',
  'anyone-or-user': 'Anyone; a signed-in user’s bearer makes the answer theirs.',
  user: 'A signed-in user (any role).',
  parent: 'A signed-in parent.',
  student: 'A signed-in student.',
  coordinator: 'A signed-in coordinator of that organization.',
  service: 'The reminders job, with its service token.',
  feed: 'Whoever holds the child’s calendar-feed token.',
  'complaint-copy': 'Whoever holds the sheet’s copy token (the link of the consumer’s e-mail).',
  content: 'The app, with the content service’s delivery token.',
};

const ROLE_BOUND = new Set<Caller>(['parent', 'student', 'coordinator']);

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function parameters(where: 'path' | 'query', list: Record<string, Parameter> | undefined) {
  return Object.entries(list ?? {}).map(([name, parameter]) => ({
    name,
    in: where,
    required: where === 'path' ? true : parameter.required ?? false,
    description: parameter.description,
    schema: toJsonSchema(parameter.schema, 'input'),
  }));
}

function generic(operation: Operation, components: Components): OpenApiOperation['responses'] {
  const answers: OpenApiOperation['responses'] = {};
  // A complaint's copy token never expires, and a missing or wrong one is the call's own 404.
  const bearer = !['anyone', 'anyone-or-user', 'content', 'complaint-copy'].includes(operation.caller);
  // A signed-in user of another role than the operation's (a student on a parent's call) is refused.
  if (ROLE_BOUND.has(operation.caller) && !operation.responses['403'])
    answers['403'] = {
      description: 'The caller’s role may not call it.',
      content: json(toJsonSchema(DetailSchema, 'input', components)),
    };
  if (bearer && !operation.responses['401'])
    answers['401'] = {
      description: 'No credential, or an expired or revoked one.',
      content: json(toJsonSchema(DetailSchema, 'input', components)),
    };
  // Any Django REST API may refuse a request (a method, a throttle…): said once where nothing more is known.
  if (!Object.keys(operation.responses).some((status) => status.startsWith('4')) && !answers['401'])
    answers['4XX'] =
      operation.service === 'api'
        ? {
            description: 'A refused request.',
            content: json(toJsonSchema(DetailSchema, 'input', components)),
          }
        : { description: 'A refused request.' };
  answers['5XX'] =
    operation.service === 'api'
      ? {
          description: 'The API failed, or is in maintenance (503).',
          content: json(toJsonSchema(DetailSchema, 'input', components)),
        }
      : { description: 'The service failed.' };
  return answers;
}

function responses(
  operation: Operation,
  examples: Record<string, unknown> | undefined,
  components: Components,
) {
  const answers: OpenApiOperation['responses'] = {};
  let exampled = false;
  for (const [status, answer] of Object.entries(operation.responses)) {
    if (!answer.schema) {
      answers[status] = { description: answer.description };
      continue;
    }
    const content: Record<string, unknown> = { schema: toJsonSchema(answer.schema, 'input', components) };
    if (examples && !exampled && status.startsWith('2')) {
      content.examples = Object.fromEntries(
        Object.entries(examples).map(([name, value]) => [name, { value }]),
      );
      exampled = true;
    }
    answers[status] = { description: answer.description, content: { 'application/json': content } };
  }
  return { ...answers, ...generic(operation, components) };
}

function description(operation: Operation): string {
  const parts = [
    operation.hidden
      ? '**Ours** (decision 003): not in the spec; the simulator is its only implementation so far.'
      : null,
    operation.description ?? null,
    `**Who may call:** ${CALLER_WORDS[operation.caller]}`,
  ];
  return parts.filter((part) => part !== null).join('\n\n');
}

function toOpenApi(
  operation: Operation,
  examples: Record<string, unknown> | undefined,
  components: Components,
): OpenApiOperation {
  const params = [...parameters('path', operation.pathParams), ...parameters('query', operation.query)];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: description(operation),
    tags: [operation.tag],
    'x-service': operation.service,
    ...(operation.hidden ? { 'x-ours': true } : {}),
    ...(operation.service === 'api' ? {} : { servers: [SERVERS[operation.service]] }),
    security: SECURITY[operation.caller],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: json(toJsonSchema(operation.body, 'output')) } }
      : {}),
    responses: responses(operation, examples, components),
  };
}

export function buildDocument(examples: Examples = {}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const components = new Components(NAMED_SCHEMAS);
  for (const operation of OPERATIONS) {
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = toOpenApi(
      operation,
      examples[operation.operationId],
      components,
    );
  }
  const order = NAMED_SCHEMAS.map(([name]) => name);
  const schemas = Object.fromEntries(
    Object.entries(components.schemas).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)),
  );
  const used = new Set(OPERATIONS.map((operation) => operation.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kodea upstream contract',
      version: '1.0.0',
      description: DOCUMENT_INTRO,
      license: { name: 'Propietaria: Kodea', url: 'https://www.kodea.pe/terminos-y-condiciones' },
    },
    servers: [SERVERS.api],
    tags: TAGS.filter((tag) => used.has(tag.name)),
    paths,
    components: {
      schemas,
      securitySchemes: {
        userToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A signed-in user’s refresh token (spec §6).',
        },
        serviceToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The reminders job’s token (REMINDERS_SERVICE_TOKEN).',
        },
        feedToken: { type: 'http', scheme: 'bearer', description: 'A child’s calendar-feed token.' },
        complaintCopyToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'A complaint sheet’s copy token, issued with the sheet (`fileComplaint`).',
        },
        contentToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The content service’s delivery token (CONTENT_TOKEN).',
        },
      },
    },
  };
}
