/** Relative to the working directory, as build/index.js is. */
export const ENHANCE_MANIFEST = 'build/enhance.json';
