import { z } from 'zod';
import { currencyForCountry } from '@kernel/money';
import { priceFor } from '../../vacation-purchase/pricing';
import { programOptions } from '../../vacation-purchase/program-options';
import { quotePurchase } from '../../vacation-purchase/purchase-context';
import { PROGRAMS_SHOWN, shownProgram } from '../../vacation-purchase/shown-program';
import { visitorLocation } from '../../location/visitor-country';
import { getVacationCampaign } from '../../upstream/vacation';
import { AgeRangeNameSchema } from '../../upstream/schemas/content';
import type { Context } from '../context';
import { publicProcedure, router } from '../init';

const programInput = {
  ageRange: AgeRangeNameSchema,
  programId: z.string().min(1).max(80),
};

const PrepareInputSchema = z.object({
  ...programInput,
  // Empty is refused by quotePurchase, after the program's own blocks: no schedules must say so first.
  groupId: z.string({ error: '***Debe seleccionar un horario' }).max(80),
});

const purchaseContextFor = (ctx: Context, input: z.infer<typeof PrepareInputSchema>) =>
  quotePurchase(input, visitorLocation(ctx, 'vacation'), ctx.timeZone);

export const vacationRouter = router({
  page: publicProcedure.input(z.object({ ageRange: AgeRangeNameSchema })).query(async ({ ctx, input }) => {
    const [campaign, guardian] = await Promise.all([
      getVacationCampaign(input.ageRange),
      visitorLocation(ctx, 'vacation'),
    ]);
    const currency = currencyForCountry(guardian.country);
    const programs = campaign.programs
      .slice(0, PROGRAMS_SHOWN)
      .map((program) => ({ ...program, pricing: priceFor(program, currency) }));
    return { programs, requirements: campaign.requirements, currency };
  }),

  options: publicProcedure
    .input(z.object({ ...programInput, groupId: z.string().max(80).nullable() }))
    .query(async ({ ctx, input }) => {
      const program = await shownProgram(input.ageRange, input.programId);
      return programOptions(program, input.groupId, ctx.timeZone);
    }),

  /** 'Ir a Pagar': the purchase context is computed on the server from fresh campaign data. */
  prepare: publicProcedure
    .input(PrepareInputSchema)
    .mutation(({ ctx, input }) => purchaseContextFor(ctx, input)),

  /** The same, read for a page whose address carries the choice (a session that ended mid-payment). */
  quote: publicProcedure.input(PrepareInputSchema).query(({ ctx, input }) => purchaseContextFor(ctx, input)),
});
