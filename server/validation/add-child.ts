/** Adding a child later: the sign-up's child fields plus a one-time form token. */
import { z } from 'zod';
import { ChildDataConsentField, ConsentInputSchema } from './consent';
import { ChildSchema } from './sign-up';

export const AddChildFormSchema = ChildSchema.extend({
  token: z.uuid({ error: 'El formulario caducó: vuelve a abrirlo para agregar a tu hijo o hija.' }),
  childDataConsent: ChildDataConsentField,
});

export const AddChildInputSchema = z.object({
  token: AddChildFormSchema.shape.token,
  child: ChildSchema,
  consent: ConsentInputSchema,
});
