/** 'Mis datos': the form that asks to rectify or delete the family's data. */
import { z } from 'zod';
import { DATA_REQUEST_DETAIL_MAX, DataRequestKindSchema } from '../upstream/schemas/data-requests';

export { DATA_REQUEST_DETAIL_MAX };

export const DataRequestFormSchema = z
  .object({
    kind: DataRequestKindSchema.optional(),
    detail: z
      .string()
      .trim()
      .max(DATA_REQUEST_DETAIL_MAX, `Escribe como máximo ${DATA_REQUEST_DETAIL_MAX} caracteres`)
      .default(''),
    confirmDeletion: z.literal('on').optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.kind) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'Elige qué quieres pedir' });
    if (value.kind === 'rectification' && !value.detail)
      ctx.addIssue({
        code: 'custom',
        path: ['detail'],
        message: 'Cuéntanos qué dato hay que corregir y cuál es el correcto',
      });
    if (value.kind === 'deletion' && !value.confirmDeletion)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmDeletion'],
        message: 'Confirma que quieres pedir la eliminación de tus datos',
      });
  });
export type DataRequestForm = z.infer<typeof DataRequestFormSchema>;

export const DataRequestInputSchema = z.object({
  kind: DataRequestKindSchema,
  detail: z.string().trim().max(DATA_REQUEST_DETAIL_MAX),
});
