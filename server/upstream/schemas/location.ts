import { z } from 'zod';

export const LocationSchema = z.object({
  country_code: z.string().length(2),
  country_name: z.string(),
  city: z.string().nullable(),
});
export type Location = z.infer<typeof LocationSchema>;
