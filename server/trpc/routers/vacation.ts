import { z } from 'zod';
import { currencyForCountry } from '@kernel/money';
import { priceFor } from '../../vacation-purchase/pricing';
import { programOptions } from '../../vacation-purchase/program-options';
import { purchaseBlock } from '../../vacation-purchase/purchase-blocks';
import { buildPurchaseContext } from '../../vacation-purchase/purchase-context';
import { findShownProgram, PROGRAMS_SHOWN } from '../../vacation-purchase/shown-program';
import { visitorLocation } from '../../location/visitor-country';
import { getVacationCampaign } from '../../upstream/vacation';
import { AgeRangeNameSchema, type AgeRangeName } from '../../upstream/schemas/content';
import type { Context } from '../context';
import { publicProcedure, router } from '../init';
import { OutcomeError } from '../outcomes';

const programInput = {
  ageRange: AgeRangeNameSchema,
  programId: z.string().min(1).max(80),
};

/** One of the first 2 of its age range, from fresh campaign data. */
async function shownProgram(ageRange: AgeRangeName, programId: string) {
  const program = await findShownProgram(ageRange, programId);
  if (!program) throw new OutcomeError({ kind: 'not-found' }, 'Programa no disponible');
  return program;
}

const PrepareInputSchema = z.object({
  ...programInput,
  // Empty is refused below, after the program's own blocks: no schedules must say so first.
  groupId: z.string({ error: '***Debe seleccionar un horario' }).max(80),
});

async function purchaseContextFor(ctx: Context, input: z.infer<typeof PrepareInputSchema>) {
  const [program, guardian] = await Promise.all([
    shownProgram(input.ageRange, input.programId),
    visitorLocation(ctx, 'vacation'),
  ]);
  const block = purchaseBlock(program);
  if (block) throw new OutcomeError({ kind: 'purchase-blocked', block }, block);
  const group = program.groups.find((g) => g.id === input.groupId);
  if (!group) throw new OutcomeError({ kind: 'invalid-input' }, '***Debe seleccionar un horario');
  return buildPurchaseContext({
    program,
    group,
    currency: currencyForCountry(guardian.country),
    timeZone: ctx.timeZone,
    guardian,
  });
}

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
