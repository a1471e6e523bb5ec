import { z } from 'zod';
import { listFaqEntries } from '../../upstream/content';
import { publicProcedure, router } from '../init';

export const faqRouter = router({
  list: publicProcedure
    .input(z.object({ page: z.enum(['contactanos', 'padres', 'gamejam']) }))
    .query(async ({ input }) => {
      const entries = await listFaqEntries(input.page);
      return entries.map((entry) => ({
        id: entry.sys.id,
        question: entry.fields.question,
        answer: entry.fields.answer,
      }));
    }),
});
