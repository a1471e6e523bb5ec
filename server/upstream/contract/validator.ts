/**
 * Checks an upstream answer against an OpenAPI document with ajv, on the document's own JSON
 * Schemas (never the app's zod): the simulator's answers in the suites read the committed
 * docs/upstream/openapi.json, UPSTREAM_CONTRACT_CHECK the same document built in memory. Each
 * answer schema is compiled once, the first time an answer of its operation and status arrives.
 * Problems name the operation, the status and where in the body, never a value of the body.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = { [key: string]: unknown };

export interface ContractOperation {
  operationId: string;
  service: string;
  method: string;
  /** The path template, e.g. /api/invoices/{invoice_id}/. */
  path: string;
  responses: Record<string, Json>;
}

export interface AnswerCheck {
  /** Null: no operation of the document has this method and path. */
  operation: ContractOperation | null;
  /** Empty when the answer matches. */
  problems: string[];
}

interface Route {
  operation: ContractOperation;
  pattern: RegExp;
}

// ajv-formats is CommonJS: its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

/** The id under which the document's shared objects are known, so an answer's `$ref` reaches them. */
const COMPONENTS_ID = 'https://contract.kodea.pe/components';
const LOCAL_REF = '"#/components/schemas/';

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function routeOf(operation: ContractOperation): Route {
  const source = operation.path
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : escape(part)))
    .join('');
  return { operation, pattern: new RegExp(`^${source}$`) };
}

function operationsOf(document: Json): ContractOperation[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      operationId: String(operation.operationId),
      service: String(operation['x-service'] ?? 'api'),
      method: method.toUpperCase(),
      path,
      responses: (operation.responses ?? {}) as Record<string, Json>,
    })),
  );
}

/** The answer the document gives for a status: exact, then its range (4XX), then `default`. */
function answerFor(operation: ContractOperation, status: number): [string, Json] | null {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default'])
    if (operation.responses[key]) return [key, operation.responses[key]];
  return null;
}

function schemaOf(answer: Json): Json | null {
  const content = answer.content as Record<string, Json> | undefined;
  const schema = content?.['application/json']?.schema;
  return schema && typeof schema === 'object' ? (schema as Json) : null;
}

export function createContractValidator(document: Json) {
  // Compiling is most of the cost, so it is kept plain: the first error of an answer is enough to
  // find it, the schemas are not checked against the meta-schema (Redocly's lint does that in CI),
  // and the generated code is not optimised (a validator runs a few hundred times per run at most).
  const ajv = addFormats(
    new Ajv2020({ strict: false, allErrors: false, validateSchema: false, code: { optimize: false } }),
  );
  const shared = (document.components as Json | undefined)?.schemas;
  if (shared) ajv.addSchema({ $id: COMPONENTS_ID, components: { schemas: shared } });
  const routes = operationsOf(document).map(routeOf);
  /** By operation and status, and by the schema's text: an answer shared by many (an invoice) compiles once. */
  const compiled = new Map<string, ValidateFunction>();
  const bySchema = new Map<string, ValidateFunction>();

  function validatorOf(id: string, schema: Json): ValidateFunction {
    let validate = compiled.get(id);
    if (validate) return validate;
    const text = JSON.stringify(schema).replaceAll(LOCAL_REF, `"${COMPONENTS_ID}#/components/schemas/`);
    validate = bySchema.get(text) ?? ajv.compile(JSON.parse(text) as Json);
    bySchema.set(text, validate);
    compiled.set(id, validate);
    return validate;
  }

  const operationFor = (service: string, method: string, path: string): ContractOperation | null =>
    routes.find(
      (route) =>
        route.operation.service === service && route.operation.method === method && route.pattern.test(path),
    )?.operation ?? null;

  function check(service: string, method: string, path: string, status: number, body: unknown): AnswerCheck {
    const operation = operationFor(service, method.toUpperCase(), path);
    if (!operation)
      return { operation, problems: [`${method} ${service} answer: no operation of the contract`] };
    const where = `${operation.operationId} ${status}`;
    const found = answerFor(operation, status);
    if (!found) return { operation, problems: [`${where}: a status the contract does not give`] };
    const [key, answer] = found;
    const schema = schemaOf(answer);
    if (!schema) return { operation, problems: [] };
    if (body === undefined)
      return { operation, problems: [`${where}: no JSON body, the contract gives one`] };
    const validate = validatorOf(`${operation.operationId} ${key}`, schema);
    if (validate(body)) return { operation, problems: [] };
    const problems = (validate.errors ?? [])
      .slice(0, 3)
      // Array positions as '*': one mismatch of every item is one kind, logged once.
      .map(
        (error) =>
          `${where}: ${error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*') || '(body)'} ${
            error.message ?? 'does not match'
          }`,
      );
    return { operation, problems };
  }

  /** Compiles every answer schema now, so no check pays for it later (a test's time limit). */
  function warm(): void {
    for (const { operation } of routes)
      for (const [key, answer] of Object.entries(operation.responses)) {
        const schema = schemaOf(answer);
        if (schema) validatorOf(`${operation.operationId} ${key}`, schema);
      }
  }

  return { operations: routes.map((route) => route.operation), operationFor, check, warm };
}

export type ContractValidator = ReturnType<typeof createContractValidator>;
