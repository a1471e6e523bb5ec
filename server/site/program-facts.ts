/** A program card states its product page's facts, never numbers of its own (decision 031). */
import { COURSE_PACK, sessionsText } from '../catalogue/program-facts';
import type { Program } from '../upstream/schemas/site';

export type ProgramKind = 'course' | 'pack';

export function programKind(program: Pick<Program, 'namePack'>): ProgramKind {
  return program.namePack?.trim() ? 'pack' : 'course';
}

/** Null when the course's facts could not be read. */
export function programFactsText(
  program: Pick<Program, 'namePack' | 'link'>,
  courseFacts: ReadonlyMap<string, string>,
): string | null {
  if (programKind(program) === 'pack') return sessionsText(COURSE_PACK);
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
