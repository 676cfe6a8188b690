import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Application code never imports test helpers. */
const NO_TEST_HELPERS = {
  group: ["#tests/*", "**/tests/**"],
  message: "Application code never imports test helpers.",
};

/** Forbids importing the test helpers and anything matching `patterns`. */
const restrictImports = (...patterns) => ({
  "no-restricted-imports": ["error", { patterns: [NO_TEST_HELPERS, ...patterns] }],
});

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "coverage/", "node_modules/"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      // Type information for the rules that need it (promises).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "import-x": importX },
    settings: {
      // import-x reads only `.js` files unless told otherwise; the node resolver follows
      // the package's `#app/*`, `#server/*` and `#tests/*` imports.
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver()],
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      // `declare global { namespace Express … }` is how Express's types are extended.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // A promise nobody awaits hides its failure; one passed where a callback returns
      // nothing is never awaited either.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        // React's event props ignore what the handler returns; that is intended.
        { checksVoidReturn: { attributes: false } },
      ],
      "import-x/no-duplicates": ["error", { "prefer-inline": false }],
      // Two modules that need each other mean a piece of one belongs somewhere both can
      // import. Type-only imports are not followed, and neither are packages.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // A scrolling region (a wide table on a phone) takes the focus so that keyboards can
      // scroll it, as axe's scrollable-region-focusable asks.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"] }],
    },
  },
  {
    // Migrations are frozen snapshots that work on an untyped database.
    files: ["server/db/migrations/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Application code never imports test helpers.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "app/components/**", "app/routes/**"],
    rules: restrictImports(),
  },
  {
    // The host serves the app; it never runs the app's code outside the build it loads.
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#app/*", "**/app/**"],
              allowTypeImports: true,
              message: "The server imports only types from app/ (the build's context keys).",
            },
          ],
        },
      ],
    },
  },
  {
    // Components are the lower layer: pages import them, never the other way round.
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrictImports({
      group: ["#app/routes/*", "**/routes/**"],
      message: "Components never import route modules.",
    }),
  },
  {
    // Public pages never pull admin code into the public bundle.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/routes/admin/**", "**/*.test.{ts,tsx}"],
    rules: restrictImports({
      group: ["#app/routes/admin/*", "**/admin/**", "#app/components/admin/*"],
      message: "Public pages never import admin code.",
    }),
  },
  {
    files: ["app/routes/admin/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrictImports(),
  },
);
