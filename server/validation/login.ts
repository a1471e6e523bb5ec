import { z } from 'zod';

export const LoginInputSchema = z.object({
  email: z
    .string({ error: 'Ingresa tu correo electrónico' })
    .trim()
    .min(1, 'Ingresa tu correo electrónico')
    .pipe(z.email('Ingresa un correo electrónico válido'))
    .transform((email) => email.toLowerCase()),
  password: z.string({ error: 'Ingresa tu contraseña' }).min(1, 'Ingresa tu contraseña').max(200),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;
