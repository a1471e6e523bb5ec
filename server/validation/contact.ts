/** One schema for the contact form: the action, the tRPC procedure and the JS-on form all use it. */
import { z } from 'zod';

export const INQUIRY_TYPES = ['academica', 'soporte'] as const;

const REQUIRED = 'Este es un campo obligatorio';

export const ContactInputSchema = z.object({
  // Typed as a plain string on input so forms can send what the user picked; the enum checks it.
  tipo_de_consulta: z.string({ error: REQUIRED }).pipe(z.enum(INQUIRY_TYPES, { error: REQUIRED })),
  message: z
    .string({ error: 'El mensaje es un campo obligatorio' })
    .trim()
    .min(1, 'El mensaje es un campo obligatorio')
    .max(2000, 'El mensaje puede tener como máximo 2000 caracteres'),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;
