/** How the site names a learning path in a sentence: the content's names already start with 'Ruta'. */

const NAMED_AS_PATH = /^ruta\s/i;

/** The words before a path's name: 'la' before 'Ruta Creadores…', 'la ruta' before any other name. */
export function pathArticle(name: string): string {
  return NAMED_AS_PATH.test(name.trim()) ? 'la' : 'la ruta';
}

/** 'la Ruta Creadores de Videojuegos', never 'la ruta Ruta Creadores de Videojuegos'. */
export function thePath(name: string): string {
  return `${pathArticle(name)} ${name}`;
}

/** The list of learning paths (/rutas), as every link to it reads. */
export const PATHS_LABEL = 'Rutas de aprendizaje';
