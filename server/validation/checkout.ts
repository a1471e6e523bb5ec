/** The online checkout's inputs: a form and its procedure refuse the same things with the same words. */
import { z } from 'zod';
import { CHILD_REQUIRED, GROUP_NOT_LISTED } from '@kernel/texts/payments';
import { LocalPaymentMethodSchema } from '../upstream/schemas/invoices';
import { SlugSchema } from '../upstream/schemas/slug';
import { TermsSchema } from './terms';

export const ProductRefSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('course'), course: SlugSchema }),
  z.object({ type: z.literal('path-course'), path: SlugSchema, course: SlugSchema }),
  z.object({ type: z.literal('path'), path: SlugSchema }),
]);

/** Null when the query names nothing valid. */
export function productRefFromQuery(params: URLSearchParams): z.infer<typeof ProductRefSchema> | null {
  const path = params.get('ruta');
  const course = params.get('curso');
  const candidate = path
    ? course
      ? { type: 'path-course', path, course }
      : { type: 'path', path }
    : { type: 'course', course };
  const parsed = ProductRefSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export const InvoiceIdSchema = z.number().int().positive().max(2_147_483_647);

/** A vacation purchase's number or a subscription's id, as Mis compras lists them. */
export const PurchaseIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/);

/** Blank means 'Por definir' (the academy assigns the group). */
const GroupIdSchema = z.string().trim().max(60, GROUP_NOT_LISTED);

const CODE_REQUIRED = 'Escribe tu código de descuento.';

export const CheckoutStartFormSchema = z.object({
  childId: z.coerce.number({ error: CHILD_REQUIRED }).int(CHILD_REQUIRED).positive(CHILD_REQUIRED),
  groupId: GroupIdSchema.optional().transform((id) => (id ? id : undefined)),
});

export const CodeFormSchema = z.object({
  code: z
    .string({ error: CODE_REQUIRED })
    .trim()
    .min(1, CODE_REQUIRED)
    .max(40, 'El código tiene como máximo 40 caracteres.'),
});

/** A cash or transfer code is asked for once the parent accepts the terms (spec §4, §5). */
export const LocalConfirmFormSchema = TermsSchema.extend({ method: LocalPaymentMethodSchema });
