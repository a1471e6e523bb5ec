/**
 * The document's examples: the simulator's answers to the requests each operation names
 * (`examples` in the registry: the public GETs the Prism run needs), asked in this process through
 * msw's `getResponse`, on a fixed day so that regenerating gives the same document.
 */
import type { Examples } from '../../server/upstream/contract/document';
import type { Operation } from '../../server/upstream/contract/define';

/** The day the examples are taken on: inside every fixture campaign's dates. */
export const EXAMPLES_DAY = '2026-12-01T15:00:00.000Z';

/** Every `new Date()` and `Date.now()` of the simulator answers the fixed day while the examples are taken. */
function freezeClock(at: number): () => void {
  const RealDate = globalThis.Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(at);
      else super(...(args as [string | number | Date]));
    }
    static now() {
      return at;
    }
  }
  globalThis.Date = FixedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

function fill(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`example for ${template}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

export async function simulatorExamples(operations: readonly Operation[]): Promise<Examples> {
  const restore = freezeClock(Date.parse(EXAMPLES_DAY));
  try {
    const { getResponse } = await import('msw');
    const config = await import('../../mocks/config');
    const { upstreamHandlers } = await import('../../mocks/upstream-handlers');
    const { resetDatabase } = await import('../../mocks/db/seed');
    resetDatabase();
    const bases = {
      api: config.MOCK_API_URL,
      content: config.MOCK_CONTENT_URL,
      location: config.MOCK_LOCATION_URL,
    };
    const examples: Examples = {};
    for (const operation of operations) {
      for (const example of operation.examples ?? []) {
        const url = new URL(bases[operation.service] + fill(operation.path, example.path));
        for (const [name, value] of Object.entries(example.query ?? {})) url.searchParams.set(name, value);
        const headers =
          operation.caller === 'content'
            ? { authorization: `Bearer ${config.MOCK_CONTENT_TOKEN}` }
            : undefined;
        const answer = await getResponse(upstreamHandlers, new Request(url, { headers }));
        if (!answer?.ok)
          throw new Error(
            `example ${operation.operationId}/${example.name}: ${answer?.status ?? 'no answer'}`,
          );
        (examples[operation.operationId] ??= {})[example.name] = await answer.json();
      }
    }
    return examples;
  } finally {
    restore();
  }
}
