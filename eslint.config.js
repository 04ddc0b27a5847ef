// The repository's lint: typescript-eslint (syntax-only, so `pnpm lint` stays quick on two cores), react-hooks for the
// web, and the import boundaries the design sets (docs/ARCHITECTURE.md, "Conventions every area copies"). Formatting is Prettier's job
// (`prettier --check`, see .prettierrc), so no stylistic rule lives here.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/** How deep a file may sit below its area folder; blocks are generated per depth because the rules match import text. */
const DEPTHS = [0, 1, 2, 3];
const up = (n) => "\\.\\./".repeat(n);
/** `features/<area>/` folders of these areas are sub-areas (`features/admin/<entity>/`), each with its own boundary. */
const BIG_AREAS = ["admin"];

/**
 * A BFF module (`packages/bff/src/modules/<area>/`) reaches another module only through its public files:
 * `index.ts`, `<name>.service.ts` (what it does), `<name>.types.ts` (the GraphQL types other areas return) and
 * `<name>.cache.ts` (so a write in one area can invalidate another's reference data). Loaders, resolvers, links and
 * anything else stay private. Sub-modules of a big area (`modules/admin/<entity>/`) are modules too. And no module
 * talks to `src/legacy/client` itself: services use the context's typed catalogue calls.
 */
const bffModuleBlocks = DEPTHS.map((depth) => {
  const publicFile = String.raw`(?!\1\.(?:service|types|cache)\.js$|index\.js$)[^/]+$`;
  // From a file `depth` folders below modules/<area>/, `../` × (depth + 1) reaches modules/; below it, any folder
  // chain ending in a module folder named like its files.
  const otherModule = `^${up(depth + 1)}(?:[\\w-]+/)*?([\\w-]+)/${publicFile}`;
  const siblingSubModule = depth >= 1 ? [`^${up(depth)}(?:[\\w-]+/)*?([\\w-]+)/${publicFile}`] : [];
  return {
    files: [`packages/bff/src/modules/*/${"*/".repeat(depth)}*.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: String.raw`(^|/)legacy/client(\.js)?$`,
              message: "Modules never call the catalogue's client: go through the context's typed catalogue calls (src/legacy/<area>.ts).",
            },
            ...[otherModule, ...siblingSubModule].map((regex) => ({
              regex,
              message: "Another module's internals: import its index, <name>.service, <name>.types or <name>.cache only (eslint.config.js).",
            })),
          ],
          paths: [
            {
              name: "type-graphql",
              importNames: ["Root"],
              message: "A field resolver takes its parent with @Parent() (src/common/parent.ts): @Root() copies it for every field of every row.",
            },
          ],
        },
      ],
    },
  };
});

/**
 * A web feature (`packages/web/src/features/<area>/`) reaches another feature only through that feature's `index.ts`
 * (the router reaches `screens.ts` from src/app, which is not a feature). Sub-features of big areas
 * (`features/admin/<entity>/`) follow the same rule among themselves.
 */
const webFeatureBlocks = DEPTHS.flatMap((depth) => {
  const notIndex = String.raw`(?!index(?:\.tsx?)?$)`;
  const otherFeature = { regex: `^${up(depth + 1)}[\\w-]+/${notIndex}`, message: "Another feature's internals: import from its index.ts only." };
  const files = `packages/web/src/features/*/${"*/".repeat(depth)}*.{ts,tsx}`;
  const blocks = [{ files: [files], rules: { "no-restricted-imports": ["error", { patterns: [otherFeature] }] } }];
  if (depth >= 1) {
    const sibling = { regex: `^${up(depth)}[\\w-]+/${notIndex}`, message: "Another sub-feature's internals: import from its index.ts only." };
    blocks.push({
      files: BIG_AREAS.map((area) => `packages/web/src/features/${area}/${"*/".repeat(depth)}*.{ts,tsx}`),
      rules: { "no-restricted-imports": ["error", { patterns: [otherFeature, sibling] }] },
    });
  }
  return blocks;
});

/** packages/schema is shared by both sides, so it depends on neither of them nor on their frameworks. */
const schemaBlock = {
  files: ["packages/schema/src/**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@portal/*", "**/bff/**", "**/web/**", "**/legacy/**"],
            message: "packages/schema imports neither the BFF, the web nor the catalogue: they import it.",
          },
          {
            group: [
              "react",
              "react-*",
              "react/*",
              "@mantine/*",
              "@apollo/*",
              "formik",
              "express",
              "express-*",
              "type-graphql",
              "undici",
              "redis",
              "pg",
            ],
            message: "packages/schema stays free of the sides' frameworks (it holds codes, constants and yup rules).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.data/**",
      "**/coverage/**",
      "packages/web/src/gql/**",
      "bench/results/**",
      ".e2e/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.node } },
    rules: {
      // `catch {}` is how the scripts and the benchmark say "best effort, nothing to do" (a process already gone...).
      "no-empty": ["error", { allowEmptyCatch: true }],
      // `_`-prefixed names are deliberately unused (positional arguments, destructuring to drop a key).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests read GraphQL answers they assert field by field against exact values; typing every answer would add nothing.
    files: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["packages/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright's page.evaluate bodies run in the browser.
    files: ["e2e/**/*.ts", "bench/**/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...bffModuleBlocks,
  ...webFeatureBlocks,
  schemaBlock,
);
