/** Reading server-rendered pages without a browser: form inputs, loader data and visible text. */

interface InputTag {
  name: string;
  type: string;
  value: string;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decodeEntities(match[1]) : null;
}

function inputs(html: string): InputTag[] {
  return [...html.matchAll(/<input\b[^>]*>/g)].map(([tag]) => ({
    name: attribute(tag, 'name') ?? '',
    type: attribute(tag, 'type') ?? 'text',
    value: attribute(tag, 'value') ?? '',
  }));
}

/** The value of the first input with this name (and type, when given); throws when there is none. */
export function inputValue(html: string, name: string, type?: string): string {
  const found = inputs(html).find((input) => input.name === name && (!type || input.type === type));
  if (!found) throw new Error(`No <input name="${name}"${type ? ` type="${type}"` : ''} in the page`);
  return found.value;
}

/** The values of every input with this name (and type, when given), in page order. */
export function inputValues(html: string, name: string, type?: string): string[] {
  return inputs(html)
    .filter((input) => input.name === name && (!type || input.type === type))
    .map((input) => input.value);
}

/**
 * A string field of the loader data Remix streams into a hydrated page (single fetch's
 * turbo-stream, enqueued into window.__remixContext.streamController): values the component uses
 * only in the browser, such as the provider's sessionKey, are there. turbo-stream writes a flat
 * array of values; an object is `{"_<key's index>": <value's index>}`.
 */
export function loaderString(html: string, key: string): string {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(match[1]) as string,
  );
  for (const line of chunks.join('').split('\n')) {
    if (!line.startsWith('[')) continue;
    const values = JSON.parse(line) as unknown[];
    const keyIndex = values.indexOf(key);
    if (keyIndex === -1) continue;
    for (const value of values) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const target = (value as Record<string, unknown>)[`_${keyIndex}`];
      if (typeof target === 'number' && typeof values[target] === 'string') return values[target] as string;
    }
  }
  throw new Error(`No "${key}" in the page's loader data`);
}

/** What a reader sees: no scripts, tags or React's text separators, entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}
