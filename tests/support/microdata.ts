/**
 * Reads microdata back from server-rendered HTML (WHATWG microdata, without `itemref`): a small
 * tag tokenizer builds the element tree, then every `itemscope` element becomes an item whose
 * properties are the `itemprop` elements below it, down to (and including) the next nested item.
 * Enough for React's regular output; not a general HTML parser.
 */

export interface Element {
  name: string;
  attributes: Map<string, string>;
  children: Node[];
}
type Node = Element | { text: string };

export interface PropertyValue {
  /** The microdata value (content, value, datetime, href, src, or the text). */
  value: string;
  /** The element's visible text, whitespace collapsed. */
  text: string;
  item: Item | null;
}

export interface Item {
  type: string | null;
  id: string | null;
  properties: Map<string, PropertyValue[]>;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style', 'template']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes.set(match[1].toLowerCase(), decodeEntities(value));
  }
  return attributes;
}

export function parseHtml(html: string): Element {
  const root: Element = { name: '#root', attributes: new Map(), children: [] };
  const stack: Element[] = [root];
  const token =
    /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|[^<]+|</gi;
  let match: RegExpExecArray | null;
  while ((match = token.exec(html))) {
    const [whole, closing, opening, attributeSource = ''] = match;
    const parent = stack[stack.length - 1];
    if (closing) {
      const name = closing.toLowerCase();
      const at = stack.map((element) => element.name).lastIndexOf(name);
      if (at > 0) stack.length = at;
    } else if (opening) {
      const name = opening.toLowerCase();
      const element: Element = { name, attributes: parseAttributes(attributeSource), children: [] };
      parent.children.push(element);
      if (RAW_TEXT.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, token.lastIndex);
        token.lastIndex = end < 0 ? html.length : end;
      } else if (!VOID.has(name) && !attributeSource.trimEnd().endsWith('/')) {
        stack.push(element);
      }
    } else if (!whole.startsWith('<!')) {
      parent.children.push({ text: decodeEntities(whole) });
    }
  }
  return root;
}

const isElement = (node: Node): node is Element => 'name' in node;

export function textOf(node: Node): string {
  const raw = (function collect(n: Node): string {
    if (!isElement(n)) return n.text;
    if (RAW_TEXT.has(n.name)) return '';
    return n.children.map(collect).join('');
  })(node);
  return raw.replace(/\s+/g, ' ').trim();
}

function propertyValue(element: Element): string {
  const attribute = (name: string) => element.attributes.get(name) ?? '';
  switch (element.name) {
    case 'meta':
      return attribute('content');
    case 'data':
    case 'meter':
      return attribute('value');
    case 'time':
      return element.attributes.has('datetime') ? attribute('datetime') : textOf(element);
    case 'a':
    case 'area':
    case 'link':
      return attribute('href');
    case 'img':
    case 'source':
    case 'audio':
    case 'video':
    case 'iframe':
      return attribute('src');
    default:
      return textOf(element);
  }
}

function toItem(element: Element): Item {
  const properties = new Map<string, PropertyValue[]>();
  const visit = (children: Node[]) => {
    for (const child of children) {
      if (!isElement(child)) continue;
      const names = child.attributes.get('itemprop');
      if (names) {
        const value: PropertyValue = child.attributes.has('itemscope')
          ? { value: '', text: textOf(child), item: toItem(child) }
          : { value: propertyValue(child), text: textOf(child), item: null };
        for (const name of names.split(/\s+/).filter(Boolean))
          properties.set(name, [...(properties.get(name) ?? []), value]);
      }
      if (!child.attributes.has('itemscope')) visit(child.children);
    }
  };
  visit(element.children);
  return {
    type: element.attributes.get('itemtype') ?? null,
    id: element.attributes.get('itemid') ?? null,
    properties,
  };
}

/** Every item of the page, nested ones included (each once). */
export function itemsOf(html: string): Item[] {
  const items: Item[] = [];
  const walk = (element: Element) => {
    if (element.attributes.has('itemscope')) items.push(toItem(element));
    for (const child of element.children) if (isElement(child)) walk(child);
  };
  walk(parseHtml(html));
  return items;
}

/** The `href` of every `<a>` of the page. */
export function linksOf(html: string): string[] {
  const links: string[] = [];
  const walk = (element: Element) => {
    if (element.name === 'a' && element.attributes.has('href'))
      links.push(element.attributes.get('href') ?? '');
    for (const child of element.children) if (isElement(child)) walk(child);
  };
  walk(parseHtml(html));
  return links;
}

/** The page's visible text (scripts and styles left out), whitespace collapsed. */
export function visibleText(html: string): string {
  return textOf(parseHtml(html));
}
