/**
 * The script of the pages sent without React (decisions 047 and 048). In development it
 * is the source's address, which Vite compiles on request. The production server build
 * gets the built file instead (`publicScript` in vite.config.ts): its text, which the
 * page carries inline, and the CSP hash that lets exactly that text run.
 */
export const PUBLIC_SCRIPT: { src: string; text?: string; hash?: string } = {
  src: "/app/public/main.ts",
};
