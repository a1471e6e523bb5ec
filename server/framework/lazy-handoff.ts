/**
 * Writes the hydration hand-off only for the pages that send it.
 *
 * Remix turns every page's state (all its loader data) into `window.__remixContext`'s JSON before
 * rendering, as `serverHandoffString`, and only `<Scripts>` reads it. A light page (decision 016:
 * the home, the organization dashboard, every public page) renders no `<Scripts>`, so that JSON
 * was written and escaped on every view for nothing: for the home's view, about a tenth of what
 * `/` costs beyond the page without data (docs/decisions/051).
 *
 * Here the hand-off is a text made on first use: `<Scripts>` writes it into a template literal,
 * which asks for it then, in the same render, from the same state (loader data is read-only while
 * a page renders; decision 050 freezes the shared views). A page that never asks never makes it.
 */

type CreateServerHandoffString = (serverHandoff: unknown) => string;

/** A string made on first use: String(), template literals and concatenation ask for it. */
class LazyText {
  #text: string | undefined;
  readonly #make: () => string;

  constructor(make: () => string) {
    this.#make = make;
  }

  toString(): string {
    this.#text ??= this.#make();
    return this.#text;
  }

  [Symbol.toPrimitive](): string {
    return this.toString();
  }
}

export function lazyServerHandoff(original: CreateServerHandoffString): CreateServerHandoffString {
  // Remix types the hand-off as a string; its one reader only ever turns it into one.
  return (serverHandoff) => new LazyText(() => original(serverHandoff)) as unknown as string;
}
