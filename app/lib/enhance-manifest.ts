/**
 * Where scripts/build-enhance.ts records the address of the built script of non-hydrated routes
 * (docs/decisions/074), relative to the working directory (the project's root, as for
 * build/index.js), and the shape it writes.
 */
export const ENHANCE_MANIFEST = 'build/enhance.json';
