/**
 * What a program card promises (spec §2 "Vacation programs section", §9): a single course is
 * 4 sessions over 2 weeks, a pack (two courses sold together) 8 sessions over 4 weeks. A program
 * entry is the pack when content gives it a pack name (`namePack`).
 */
import { COURSE_PACK, SINGLE_COURSE, sessionsText } from '../catalogue/program-facts';
import type { Program } from '../upstream/schemas/site';

export type ProgramKind = 'course' | 'pack';

/** The catalogue's spec §9 counts (server/catalogue/program-facts.ts), by kind of card. */
export const PROGRAM_FACTS: Record<ProgramKind, { sessions: number; weeks: number }> = {
  course: SINGLE_COURSE,
  pack: COURSE_PACK,
};

export function programKind(program: Pick<Program, 'namePack'>): ProgramKind {
  return program.namePack?.trim() ? 'pack' : 'course';
}

/** '4 sesiones en 2 semanas' / '8 sesiones en 4 semanas'. */
export function programFactsText(kind: ProgramKind): string {
  return sessionsText(PROGRAM_FACTS[kind]);
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
