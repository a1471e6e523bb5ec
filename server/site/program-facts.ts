/**
 * What a program card promises (spec §2 "Vacation programs section"). A card opens its product's
 * page (/cursos/{link}), so it states that product's facts, never a number of its own (decision
 * 031): a course its sessions and months, a pack (two courses sold together, spec §9) 8 sessions
 * over 4 weeks. A program entry is the pack when content gives it a pack name (`namePack`).
 */
import { COURSE_PACK, type ProductFacts } from '../catalogue/program-facts';
import type { Program } from '../upstream/schemas/site';

export type ProgramKind = 'course' | 'pack';

export function programKind(program: Pick<Program, 'namePack'>): ProgramKind {
  return program.namePack?.trim() ? 'pack' : 'course';
}

/**
 * The card's facts: the pack's 8 sessions over 4 weeks, the course's own (from `courseFacts` by
 * its link); null when the course's facts could not be read.
 */
export function programFacts(
  program: Pick<Program, 'namePack' | 'link'>,
  courseFacts: ReadonlyMap<string, ProductFacts>,
): ProductFacts | null {
  if (programKind(program) === 'pack')
    return { sessions: COURSE_PACK.sessions, duration: { weeks: COURSE_PACK.weeks } };
  return courseFacts.get(program.link) ?? null;
}

export function programButtonText(kind: ProgramKind): string {
  return kind === 'pack' ? 'Ver pack de cursos' : 'Ver curso';
}

export function programTitle(program: Pick<Program, 'name' | 'namePack'>): string {
  return programKind(program) === 'pack' ? (program.namePack ?? '').trim() : program.name;
}

export function programInfoMessage(title: string): string {
  return `Hola, quiero más información sobre el programa «${title}».`;
}
