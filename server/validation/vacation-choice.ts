/**
 * The vacation choice a payment step carries in its forms and in the address the login dialog
 * returns to (issue 52): age range, program, schedule and, for a parent, the child. Read from the
 * browser, so only its shape is checked here; the procedures decide whether it is still sold and
 * whose child it is, and the price is always the server's.
 */
import { z } from 'zod';
import { AGE_RANGE_ORDER } from '@kernel/age-ranges';

const ID = /^[A-Za-z0-9_-]{1,80}$/;
/** A child's id as a form or an address carries it. */
const WHOLE_ID = /^[1-9]\d{0,14}$/;

/** Anything but a whole number is no child named at all (the procedures then say one is needed). */
export const ChildIdSchema = z.string().regex(WHOLE_ID).transform(Number).optional().catch(undefined);

export const VacationChoiceSchema = z.object({
  edad: z.enum(AGE_RANGE_ORDER),
  programa: z.string().regex(ID),
  horario: z.string().regex(ID),
  hijo: ChildIdSchema,
});

export type VacationChoice = z.infer<typeof VacationChoiceSchema>;

/** From a form or an address; null unless program, schedule and age range are all well formed. */
export function readVacationChoice(source: { get(name: string): unknown }): VacationChoice | null {
  const value = (name: string) => {
    const raw = source.get(name);
    return typeof raw === 'string' && raw !== '' ? raw : undefined;
  };
  const parsed = VacationChoiceSchema.safeParse({
    edad: value('edad'),
    programa: value('programa'),
    horario: value('horario'),
    hijo: value('hijo'),
  });
  return parsed.success ? parsed.data : null;
}
