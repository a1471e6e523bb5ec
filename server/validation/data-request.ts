/** 'Mis datos': the form that sends an ARCO request (access, rectification, deletion, opposition). */
import { z } from 'zod';
import { DATA_REQUEST_TEXT } from '@kernel/texts/data-requests';
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
    // What to correct, or which use to stop and why: the API cannot act on either without it.
    if ((value.kind === 'rectification' || value.kind === 'opposition') && !value.detail)
      ctx.addIssue({
        code: 'custom',
        path: ['detail'],
        message: DATA_REQUEST_TEXT.detailRequired[value.kind],
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
