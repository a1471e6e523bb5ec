/**
 * The worst-case anonymous writes (issue 15, point 1), shared by tests/integration/anonymous-flood
 * and bench/state-figures: cookie-less clients, each round a fresh browser with its own address
 * (throttles are per client, so they never end the flood early), doing sign-up step 1 with every
 * free-text field as long as the form accepts, step 2 with six long children kept as typed
 * ('Volver a mis datos'), the same six children submitted, a failed sign-in, and every fifth
 * round a complaint with a long detail.
 */
import { COMPLAINT_INPUT, GUARDIAN_INPUT } from '../../support/form-inputs';
import { newBrowser, type HttpClient } from './http-client';
import type { HttpAnswer } from './http-request';

export interface FloodResult {
  /** Fresh browsers used (rounds). */
  rounds: number;
  /** Six-children drafts the app kept (each at least DRAFT_BYTES). */
  drafts: number;
  /** Count of answers per HTTP status. */
  statuses: Record<number, number>;
  /** The browser of the first draft kept, to check later whether it was evicted. */
  firstDraft: HttpClient | undefined;
}

/** What one kept draft weighs at least: six children × four fields × the 500 characters kept of each. */
export const DRAFT_BYTES = 6 * 4 * 500;

const long = (label: string, length: number) => label.padEnd(length, 'x');

function guardian(n: number) {
  return {
    ...GUARDIAN_INPUT,
    intent: 'guardian',
    firstName: long('Rosa', 80),
    lastName: long('Huamán', 80),
    city: long('Arequipa', 80),
    email: `${long(`flood${n}.`, 150)}@example.com`,
    password: long(`Clave${n}`, 200),
    acceptTerms: 'on',
  };
}

function sixLongChildren(intent: string): Record<string, string> {
  const fields: Record<string, string> = { intent };
  for (let i = 0; i < 6; i++) {
    fields[`children[${i}].firstName`] = long(`Hijo ${i} `, 2_000);
    fields[`children[${i}].age`] = long('8_to_11', 1_000);
    fields[`children[${i}].experience`] = long('basic', 1_000);
    fields[`children[${i}].operatingSystem`] = long('linux', 1_000);
  }
  return fields;
}

const COMPLAINT = (() => {
  const { isMinor: _adult, ...fields } = COMPLAINT_INPUT;
  return { ...fields, acceptance: 'on', detail: long('La clase no se realizó. ', 2_000) };
})();

export async function floodAnonymous(options: {
  origin: string;
  seconds: number;
  clients: number;
}): Promise<FloodResult> {
  const statuses: Record<number, number> = {};
  const count = (answer: HttpAnswer) => {
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  };
  const deadline = Date.now() + options.seconds * 1_000;
  const result: FloodResult = { rounds: 0, drafts: 0, statuses, firstDraft: undefined };

  async function client(): Promise<void> {
    while (Date.now() < deadline) {
      const round = result.rounds++;
      const visitor = newBrowser(options.origin, count);
      const step1 = await visitor.postForm('/registro', guardian(round));
      if (step1.status === 302) {
        const back = await visitor.postForm('/registro?paso=hijos', sixLongChildren('edit-guardian'));
        if (back.status === 302) {
          result.drafts++;
          result.firstDraft ??= visitor;
        }
        await visitor.postForm('/registro?paso=hijos', sixLongChildren('finish'));
      }
      await newBrowser(options.origin, count).postForm('/auth/login', {
        email: `nadie${round}@example.com`,
        password: 'no-es-la-clave',
        redirectTo: '/',
      });
      if (round % 5 === 0)
        await newBrowser(options.origin, count).postForm('/libro-de-reclamaciones', COMPLAINT);
    }
  }
  await Promise.all(Array.from({ length: options.clients }, () => client()));
  return result;
}
