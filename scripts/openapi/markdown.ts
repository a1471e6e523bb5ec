/**
 * The document as one markdown page (docs/upstream/operations.md) an API developer reads on any
 * Git host: read from the OpenAPI JSON itself, not from our registry, so it shows what the
 * document says. Schemas are written as compact TypeScript-like types.
 */
type Schema = { [key: string]: unknown };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const literal = (value: unknown) => JSON.stringify(value);

function bounds(schema: Schema): string {
  const notes: string[] = [];
  if (typeof schema.format === 'string') notes.push(schema.format);
  if (typeof schema.pattern === 'string') notes.push(`/${schema.pattern}/`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    notes.push(`length ${schema.minLength ?? 0}–${schema.maxLength ?? '…'}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    notes.push(`${schema.minimum ?? '…'}–${schema.maximum ?? '…'}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${schema.exclusiveMinimum}`);
  return notes.length > 0 ? ` (${notes.join(', ')})` : '';
}

/** One schema as a type; nested objects are indented. */
export function typeText(schema: unknown, indent = ''): string {
  if (!isSchema(schema) || Object.keys(schema).length === 0) return 'any';
  // A shared object: its name, written out once under "Shared objects".
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'any';
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key]))
      return (schema[key] as unknown[]).map((part) => typeText(part, indent)).join(' | ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  if (types.length === 1 && types[0] === 'null') return 'null';
  const nullable = types.includes('null') ? ' | null' : '';
  const type = types.find((candidate) => candidate !== 'null');
  if (type === 'array') return `${typeText(schema.items, indent)}[]${bounds(schema)}${nullable}`;
  if (type === 'object' || isSchema(schema.properties)) {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
    const inner = `${indent}  `;
    const lines = Object.entries(properties).map(([name, property]) => {
      const about =
        isSchema(property) && typeof property.description === 'string' ? `  // ${property.description}` : '';
      return `${inner}${name}${required.has(name) ? '' : '?'}: ${typeText(property, inner)}${about}`;
    });
    if (isSchema(schema.additionalProperties) && lines.length === 0)
      return `{ [key: string]: ${typeText(schema.additionalProperties, indent)} }${nullable}`;
    if (lines.length === 0) return `{}${nullable}`;
    return `{\n${lines.join('\n')}\n${indent}}${nullable}`;
  }
  return `${type ?? 'any'}${bounds(schema)}${nullable}`;
}

const code = (text: string) => `\`\`\`ts\n${text}\n\`\`\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

function jsonSchemaOf(content: unknown): unknown {
  return isSchema(content) && isSchema(content['application/json'])
    ? content['application/json'].schema
    : undefined;
}

function operationText(method: string, path: string, operation: Schema): string {
  const lines = [
    `### ${operation.summary as string}`,
    '',
    `\`${method.toUpperCase()} ${path}\` · \`${operation.operationId as string}\``,
    '',
  ];
  if (typeof operation.description === 'string') lines.push(operation.description, '');
  const parameters = Array.isArray(operation.parameters) ? (operation.parameters as Schema[]) : [];
  if (parameters.length > 0) {
    lines.push('| Parameter | In | Type | |', '| --- | --- | --- | --- |');
    for (const parameter of parameters)
      lines.push(
        `| \`${parameter.name as string}\`${parameter.required ? '' : '?'} | ${
          parameter.in as string
        } | ${cell(typeText(parameter.schema))} | ${cell(String(parameter.description ?? ''))} |`,
      );
    lines.push('');
  }
  const body = isSchema(operation.requestBody) ? jsonSchemaOf(operation.requestBody.content) : undefined;
  if (body) lines.push('Body:', '', code(typeText(body)), '');
  for (const [status, answer] of Object.entries(operation.responses as Record<string, Schema>)) {
    lines.push(`**${status}** ${answer.description as string}`, '');
    const schema = jsonSchemaOf(answer.content);
    if (schema) lines.push(code(typeText(schema)), '');
  }
  return lines.join('\n');
}

export function documentMarkdown(document: Schema): string {
  const info = document.info as Schema;
  const tags = document.tags as Array<{ name: string; description: string }>;
  const paths = document.paths as Record<string, Record<string, Schema>>;
  const byTag = new Map<string, string[]>(tags.map((tag) => [tag.name, []]));
  let count = 0;
  for (const [path, methods] of Object.entries(paths))
    for (const [method, operation] of Object.entries(methods)) {
      count += 1;
      byTag.get((operation.tags as string[])[0])?.push(operationText(method, path, operation));
    }
  const sections = tags.map((tag) =>
    [`## ${tag.name}`, '', tag.description, '', ...(byTag.get(tag.name) ?? [])].join('\n'),
  );
  const shared = Object.entries(
    ((document.components as Schema | undefined)?.schemas ?? {}) as Record<string, unknown>,
  );
  const objects = [
    '## Shared objects',
    '',
    'Named in the answers above, written out once here.',
    '',
    ...shared.map(([name, schema]) => [`### ${name}`, '', code(typeText(schema)), ''].join('\n')),
  ].join('\n');
  return [
    `# ${info.title as string} (${count} operations)`,
    '',
    '<!-- Written by `npm run openapi` from docs/upstream/openapi.json: do not edit by hand. -->',
    '',
    info.description as string,
    '',
    'How to read it and how to report a difference: [upstream-api.md](../upstream-api.md).',
    '',
    ...sections,
    objects,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}
