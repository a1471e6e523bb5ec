/**
 * The fuzz run's cases for what issue 50 (point 5) found: values the edge takes from headers
 * (X-Forwarded-Host, -Proto, -For, Host, Origin, Referer) on form posts, where Remix's own origin
 * check used to throw, and every parameter a redirect is built from (`volver`, `redirectTo`, the
 * page's own address that the login dialog is opened over, `edad`, `hijo`, `payment_intent`),
 * where a character a Location header cannot carry used to make the answer a 500.
 */
import type { HttpCase, Who } from './fuzz-cases';

const FORM = 'application/x-www-form-urlencoded';

/** Return addresses a browser never sends, and some it does: each must become a 3xx/4xx. */
export const REDIRECT_VALUES = [
  '/',
  '/cursos?edad=8_to_11',
  '/ā',
  '/é',
  '/x\u0001',
  '/x\u007f',
  '/\ud800',
  '/\u2028',
  '/\u0085',
  '/a b',
  '/%',
  '/%E0%A4%A',
  '/%2F%2Fevil.example',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/"><script>alert(1)</script>',
  `/${'ā'.repeat(400)}`,
  `/${'a'.repeat(2_000)}`,
  '',
];

/** The same as raw form bodies: percent escapes that decode to what a form field never holds. */
const RAW_BODIES = (field: string) => [
  `${field}=/x%01`,
  `${field}=/%C4%81`,
  `${field}=/%00`,
  `${field}=%2F%2Fevil.example`,
  `${field}=/%E2%80%A8`,
  `${field}=/x%0D%0ALocation:%20https://evil.example`,
  `${field}=/%ED%A0%80`,
  `${field}`,
];

/** Pages whose loader or action builds a Location from the request's own address or query. */
const REDIRECTING_PAGES = [
  '/pagar?curso=ā',
  '/pagar?ruta=%C4%81&curso=x%01',
  '/pagar?curso=curso-de-videojuegos-con-roblox&x=%0D%0A',
  '/vacaciones?edad=%C4%81',
  '/vacaciones?edad=8_to_11&programa=%01',
  '/dashboard?hijo=%C4%81&pestana=%0D&ruta=1e309&paso=-1',
  '/dashboard/compras/88102?paso=%C4%81',
  '/dashboard/compras/88102/retorno?payment_intent=%C4%81%01',
  '/dashboardb2b/organization/%C4%81',
  '/dashboardb2b/organization/1?login&busqueda=%01',
  '/login-perfiles?volver=%C4%81',
  '/?login&redirectTo=%C4%81',
];

/**
 * Headers a proxy sets, written by a stranger instead: each set on a form post from our own origin
 * (the case Remix refused with a 500) and from others. Node's HTTP client sends Latin-1 only: the
 * raw transport of fuzz-cases.ts covers other bytes in Host.
 */
export function forwardedHeaderSets(origin: string): Array<Record<string, string>> {
  const host = new URL(origin).host;
  return [
    { 'x-forwarded-host': 'evil.example' },
    { 'x-forwarded-host': `evil.example, ${host}` },
    { 'x-forwarded-host': ` , ${host}` },
    { 'x-forwarded-host': 'a b' },
    { 'x-forwarded-host': '[::1' },
    { 'x-forwarded-host': 'é.example' },
    { 'x-forwarded-host': 'x'.repeat(300) },
    { 'x-forwarded-host': host, origin: 'http://evil.example' },
    { 'x-forwarded-host': 'evil.example', origin: 'http://evil.example' },
    { 'x-forwarded-proto': 'https' },
    { 'x-forwarded-proto': 'gopher, https' },
    { 'x-forwarded-for': '203.0.113.9, not-an-ip' },
    { forwarded: 'host=evil.example;proto=https;for="[::1]"' },
    { host: 'evil.example' },
    { host: 'evil.example', 'x-forwarded-host': host },
    { host: `${host.split(':')[0]}:1` },
    { origin: `${origin}/path?q=1` },
    { origin: 'null' },
    { origin: 'garbage' },
    { origin: `${origin.replace('http:', 'https:')}` },
    // An empty value: the header is not sent (bench/fuzz.ts).
    { origin: '', referer: `${origin}/cursos` },
    { origin: '', 'sec-fetch-site': 'same-origin', 'x-forwarded-host': 'evil.example' },
    { referer: 'http://evil.example/', 'x-forwarded-host': 'evil.example' },
    { 'x-mock-support-token': 'no-es-el-token', cookie: 'mock_support=1.abc' },
  ];
}

export interface EdgeCaseTools {
  random(): number;
  pick<T>(items: readonly T[]): T;
  who(): Who;
  actions: readonly string[];
  origin: string;
}

/** A form post with a return address, a redirecting page, or a post with forwarded headers. */
/** The forms that carry a return address; signing in would change the run's shared sessions. */
const RETURN_FIELDS = [
  { path: '/clase-de-prueba/ocultar', field: 'volver', anonymous: false },
  { path: '/auth/login', field: 'redirectTo', anonymous: true },
];

function post(
  kind: string,
  path: string,
  body: string,
  who: Who,
  headers: Record<string, string> = {},
): HttpCase {
  return {
    kind,
    transport: 'http',
    who,
    method: 'POST',
    path,
    headers: { 'content-type': FORM, ...headers },
    body,
  };
}

export function edgeCase(tools: EdgeCaseTools): HttpCase {
  const { random, pick, origin } = tools;
  const roll = random();
  if (roll < 0.35) {
    const { path, field, anonymous } = pick(RETURN_FIELDS);
    const body =
      random() < 0.7
        ? new URLSearchParams({
            email: 'nadie@example.com',
            password: 'x',
            [field]: pick(REDIRECT_VALUES),
          }).toString()
        : pick(RAW_BODIES(field));
    return post('redirect parameter', path, body, anonymous ? 'anonymous' : tools.who());
  }
  if (roll < 0.55)
    return {
      kind: 'redirecting page',
      transport: 'http',
      who: tools.who(),
      method: 'GET',
      path: pick(REDIRECTING_PAGES),
      headers: {},
    };
  const path = pick(tools.actions);
  const who = path.startsWith('/auth/') ? 'anonymous' : tools.who();
  const body = pick(['volver=%2Fcursos', 'message=hola&tipo_de_consulta=soporte', 'intent=x', '']);
  return post('forwarded headers', path, body, who, pick(forwardedHeaderSets(origin)));
}
