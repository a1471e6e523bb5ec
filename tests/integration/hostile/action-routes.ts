/**
 * Every page route that accepts a form post, found the way the brief says to find them (a route
 * module exporting `action`), so a route added later is fuzzed without editing this table.
 * /api/trpc is left out here: its procedures are covered one by one (trpc-procedures.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROUTES_DIR = path.resolve('app/routes');
const EXPORTS_ACTION = /export\s+(?:const|async\s+function|function)\s+action\b/;

/** Remix flat-route folder (or file) name → a URL that reaches it ($param → a sample value). */
export function urlOfRouteFile(file: string): string {
  const segments = file
    .replace(/\.(tsx|ts|jsx|js)$/, '')
    .split('.')
    .filter((segment) => segment !== '_index' && !segment.startsWith('_'))
    .map((segment) =>
      segment === '$' ? 'x' : segment.startsWith('$') ? 'sample' : segment.replace(/_$/, ''),
    );
  return `/${segments.join('/')}`;
}

/** The route module of a route folder (app/routes/<name>/route.tsx or route.ts). */
function routeModule(folder: string): string {
  const [module] = readdirSync(path.join(ROUTES_DIR, folder)).filter((file) => /^route\.tsx?$/.test(file));
  if (!module) throw new Error(`app/routes/${folder} has no route module`);
  return path.join(ROUTES_DIR, folder, module);
}

export function actionRoutes(): string[] {
  return readdirSync(ROUTES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) => EXPORTS_ACTION.test(readFileSync(routeModule(folder), 'utf8')))
    .filter((file) => !file.startsWith('api.'))
    .map(urlOfRouteFile)
    .sort();
}

/** Pages without an action, for the method checks (405 on PUT/PATCH/DELETE). */
export const PAGES_WITHOUT_ACTION = ['/', '/cursos', '/contactanos', '/terminos-y-condiciones'];
