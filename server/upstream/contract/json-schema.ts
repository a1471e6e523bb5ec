/**
 * zod → JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) for the contract document. Answers are
 * written as the API must send them (zod's input side: before defaults and transforms), request
 * bodies as the app sends them (the output side). Where a schema accepts anything and sorts it
 * itself (unsafe links left out), the shape it declares is written instead (`declaredShapes`).
 */
import { z } from 'zod';
import { declaredShapes } from '../schemas/safe-url';

export type JsonSchema = { [key: string]: unknown };
export type Io = 'input' | 'output';

/** A named format says it: zod's own regex for it beside would only be noise for a reader. */
const FORMATS_SAID = new Set(['date-time', 'date', 'time', 'email', 'uuid', 'uri']);
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Without the dialect key (the document gives it once), format regexes and safe-integer bounds. */
function tidy(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  if (typeof rest.format === 'string' && FORMATS_SAID.has(rest.format)) delete rest.pattern;
  if (rest.minimum === -SAFE_INTEGER) delete rest.minimum;
  if (rest.maximum === SAFE_INTEGER) delete rest.maximum;
  for (const [key, value] of Object.entries(rest)) {
    if (isSchema(value)) rest[key] = tidy(value);
    else if (Array.isArray(value)) rest[key] = value.map((item) => (isSchema(item) ? tidy(item) : item));
  }
  return rest;
}

/**
 * Objects many answers share (an invoice, an electronic document…), written once under
 * `components.schemas` and referred to by name: a reader meets each once, by its name.
 */
export class Components {
  readonly registry = z.registry<{ id: string }>();
  readonly schemas: Record<string, JsonSchema> = {};

  constructor(named: Array<[string, z.ZodType]>) {
    for (const [name, schema] of named) this.registry.add(schema, { id: name });
  }

  /** Takes a converted schema's `$defs` in, pointing its references at the components. */
  collect(converted: JsonSchema): JsonSchema {
    const { $defs, ...rest } = JSON.parse(
      JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>))
      this.schemas[name] = definition;
    return rest;
  }
}

export function toJsonSchema(schema: z.ZodType, io: Io, components?: Components): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    ...(components ? { metadata: components.registry } : {}),
    override: (ctx) => {
      const declared = declaredShapes.get(ctx.zodSchema);
      if (declared) {
        const replacement = toJsonSchema(declared(), io);
        for (const key of Object.keys(ctx.jsonSchema)) delete (ctx.jsonSchema as JsonSchema)[key];
        Object.assign(ctx.jsonSchema, replacement);
      }
      // With the components' registry zod reads no other: descriptions and the like come from the global one.
      const { id: _id, ...meta } = z.globalRegistry.get(ctx.zodSchema) ?? {};
      if (components) Object.assign(ctx.jsonSchema, meta);
    },
  }) as JsonSchema;
  const tidied = tidy(converted);
  return components ? components.collect(tidied) : tidied;
}
