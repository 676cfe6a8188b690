/*
 * The length of a tip's text, apart from schema.ts so that the matching's schema can share
 * it while the tips' schema uses the matching's answer shapes.
 */
export const MAX_TEXTO = 5000;
