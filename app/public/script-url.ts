/**
 * Where pages sent without React load their script (decision 048). This is the source's
 * address, which the development server compiles on request; the production build puts
 * the built file's hashed address here instead (`publicScript` in vite.config.ts).
 */
export const PUBLIC_SCRIPT_URL = "/app/public/main.ts";
