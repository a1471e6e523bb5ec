import { z } from 'zod';
import { emailAddress } from './fields';

export const LoginInputSchema = z.object({
  email: emailAddress(),
  password: z.string({ error: 'Ingresa tu contraseña' }).min(1, 'Ingresa tu contraseña').max(200),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;
