/**
 * What a program card promises (spec §2 "Vacation programs section"). A card opens its product's
 * page (/cursos/{link}), so it states that product's facts, never a number of its own (decision
 * 031): a course its sessions and months, a pack (two courses sold together, spec §9) 8 sessions
 * over 4 weeks. A program entry is the pack when content gives it a pack name (`namePack`).
 */
import { COURSE_PACK, sessionsText } from '../catalogue/program-facts';
import type { Program } from '../upstream/schemas/site';

export type ProgramKind = 'course' | 'pack';

export function programKind(program: Pick<Program, 'namePack'>): ProgramKind {
  return program.namePack?.trim() ? 'pack' : 'course';
}

/**
 * The card's facts: the pack's '8 sesiones en 4 semanas', the course's own ('16 sesiones en
 * 2 meses', from `courseFacts` by its link); null when the course's facts could not be read.
 */
export function programFactsText(
  program: Pick<Program, 'namePack' | 'link'>,
  courseFacts: ReadonlyMap<string, string>,
): string | null {
  if (programKind(program) === 'pack') return sessionsText(COURSE_PACK);
  return courseFacts.get(program.link) ?? null;
}

/** The card's button to its page: 'Ver curso' or 'Ver pack de cursos'. */
export function programButtonText(kind: ProgramKind): string {
  return kind === 'pack' ? 'Ver pack de cursos' : 'Ver curso';
}

/** The card's title: the pack's name for a pack, the course's otherwise. */
export function programTitle(program: Pick<Program, 'name' | 'namePack'>): string {
  return programKind(program) === 'pack' ? (program.namePack ?? '').trim() : program.name;
}

/** The chat message 'Sí, quiero más info' opens with: it names the program. */
export function programInfoMessage(title: string): string {
  return `Hola, quiero más información sobre el programa «${title}».`;
}
