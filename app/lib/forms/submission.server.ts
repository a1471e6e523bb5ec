// One form protocol (docs/decisions/078). Conform echoes whatever it parses, so the form is
// bounded first: only the schema's names, texts cut to `maxLength`, no files, list intents only
// where the form has rows. An anonymous post can then make a page echo only so much.
import { parseWithZod } from '@conform-to/zod/v4';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import '@server/validation/spanish-errors';

export interface FormLimits {
  /** Each posted text is cut to this many characters before parsing (leave room above a limit the schema must report). */
  maxLength: number;
  lists?: readonly string[];
}

/** Conform's reserved name for the value of its intent buttons (add or remove a row). */
const INTENT = '__intent__';

/** Rows a list may have before a posted index is ignored: far above any of our forms. */
const MAX_ROWS = 20;

type Names = Map<string, Names | null>;

function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodCatch
  )
    return unwrapped(schema.unwrap());
  if (schema instanceof z.ZodPipe) return unwrapped(schema.in);
  return schema;
}

function namesOf(schema: z.core.$ZodType): Names | null {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) {
    const names: Names = new Map();
    for (const [key, field] of Object.entries<z.core.$ZodType>(inner.shape)) {
      const item = unwrapped(field);
      names.set(key, item instanceof z.ZodArray ? namesOf(item.element) : null);
    }
    return names;
  }
  if (inner instanceof z.ZodUnion) {
    const names: Names = new Map();
    for (const option of inner.options) for (const [key, rows] of namesOf(option) ?? []) names.set(key, rows);
    return names;
  }
  return null;
}

const ROW_FIELD = /^([A-Za-z][\w-]*)\[(\d{1,2})\](?:\.([A-Za-z][\w-]*))?$/;

function isKnown(names: Names, name: string): boolean {
  if (names.has(name)) return names.get(name) === null;
  const row = ROW_FIELD.exec(name);
  if (!row || Number(row[2]) >= MAX_ROWS || !names.has(row[1])) return false;
  const fields = names.get(row[1]);
  return row[3] === undefined ? fields === null : Boolean(fields?.has(row[3]));
}

const ListIntentSchema = z.object({
  type: z.enum(['insert', 'remove']),
  payload: z.object({ name: z.string(), index: z.number().int().min(0).max(MAX_ROWS).optional() }).strict(),
});

function isListIntent(text: string, lists: readonly string[]): boolean {
  try {
    const intent = ListIntentSchema.safeParse(JSON.parse(text));
    return intent.success && lists.includes(intent.data.payload.name);
  } catch {
    return false;
  }
}

/** The form as Conform may read it: known names only, texts cut, files and stray intents dropped. */
export function boundedFormData(formData: FormData, schema: z.core.$ZodType, limits: FormLimits): FormData {
  const names = namesOf(schema) ?? new Map();
  const bounded = new FormData();
  for (const [name, value] of formData) {
    if (typeof value !== 'string') continue;
    if (name === INTENT) {
      if (isListIntent(value, limits.lists ?? [])) bounded.set(INTENT, value);
    } else if (isKnown(names, name)) {
      bounded.append(name, value.slice(0, limits.maxLength));
    }
  }
  return bounded;
}

/** One message per field, as every form of ours shows it: the first the schema gave. */
const firstMessage = (issues: ReadonlyArray<{ message: string }>) =>
  issues.slice(0, 1).map(({ message }) => message);

export function parseSubmission<S extends z.ZodType>(formData: FormData, schema: S, limits: FormLimits) {
  return parseWithZod(boundedFormData(formData, schema, limits), { schema, formatError: firstMessage });
}

/** A procedure's zod refusal as Conform field errors; null for any other failure. */
export function procedureFieldErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof TRPCError) || error.code !== 'BAD_REQUEST' || !(error.cause instanceof z.ZodError))
    return null;
  const errors: Record<string, string[]> = {};
  for (const issue of error.cause.issues) {
    const name = issue.path
      .map((segment, index) =>
        typeof segment === 'number' ? `[${segment}]` : `${index > 0 ? '.' : ''}${String(segment)}`,
      )
      .join('');
    errors[name] ??= [issue.message];
  }
  return errors;
}
