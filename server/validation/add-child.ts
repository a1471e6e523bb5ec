/**
 * Adding a child later (issue 20, decision 032): the sign-up's child fields, plus the form's
 * one-time token that makes a second post of the same form add nothing.
 */
import { z } from 'zod';
import { ChildSchema } from './sign-up';

export const AddChildFormSchema = ChildSchema.extend({
  token: z.uuid({ error: 'El formulario caducó: vuelve a abrirlo para agregar a tu hijo o hija.' }),
});

export const AddChildInputSchema = z.object({
  token: AddChildFormSchema.shape.token,
  child: ChildSchema,
});
