/**
 * What a program card promises (spec §2 "Vacation programs section"). A card opens its product's
 * page (/cursos/{link}), so it states that product's facts, never a number of its own (decisions
 * 031, 076): a course its sessions and length, a pack its two courses' added up (spec §9: 8
 * sessions over 4 weeks). A program entry is the pack when content gives it a pack name (`namePack`).
 */
import { packFacts, type ProductFacts } from '../catalogue/program-facts';
import type { Program } from '../upstream/schemas/site';

export type ProgramKind = 'course' | 'pack';

export function programKind(program: Pick<Program, 'namePack'>): ProgramKind {
  return program.namePack?.trim() ? 'pack' : 'course';
}

/**
 * The card's facts: the course's own (from `courseFacts` by its link), or the pack's courses'
 * added up (`packCourses`: pack slug → its course slugs); null when they could not be read.
 */
export function programFacts(
  program: Pick<Program, 'namePack' | 'link'>,
  courseFacts: ReadonlyMap<string, ProductFacts>,
  packCourses: ReadonlyMap<string, string[]> = new Map(),
): ProductFacts | null {
  if (programKind(program) === 'pack')
    return packFacts((packCourses.get(program.link) ?? []).map((slug) => courseFacts.get(slug)));
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
