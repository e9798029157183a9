// @ts-check
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The layers of ../shared/DESIGN.md and what each may import. */
const layers = [
  { type: "tokens", pattern: "tokens" },
  { type: "ui", pattern: "ui" },
  { type: "contract", pattern: "contract" },
  { type: "feature", pattern: "features/*", capture: ["name"] },
  { type: "app", pattern: "app" },
  { type: "server", pattern: "server" },
  { type: "tests", pattern: "tests" },
];
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/** Packages that ui/ must not know: text, data, state and routing arrive as props. */
const uiForbiddenPackages = [
  "i18next",
  "react-i18next",
  "@tanstack/react-query",
  "jotai",
  "react-router",
  "react-router/*",
  "jotai/*",
  "i18next-*",
];

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "dist",
      "storybook-static",
      ".data",
      "coverage",
      "test-results",
      "playwright-report",
      "**/*.data.ts",
      "tokens/generated",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["{ui,features,app,.storybook}/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.tsx"],
    plugins: { "jsx-a11y": jsxA11y },
    rules: jsxA11y.flatConfigs.strict.rules,
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": layers,
      "boundaries/include": [
        "tokens/**/*",
        "ui/**/*",
        "contract/**/*",
        "features/**/*",
        "app/**/*",
        "server/**/*",
        "tests/**/*",
      ],
      "import/resolver": { typescript: { project: "./tsconfig.json", alwaysTryTypes: true } },
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.type}} may not import {{to.type}} (see ../shared/DESIGN.md: tokens -> ui -> features -> app; contract -> features, server)",
          policies: [
            allow("ui", ["tokens"]),
            allow("feature", ["ui", "tokens", "contract"]),
            allow("app", ["feature", "ui", "tokens", "contract"]),
            allow("server", ["contract", "tokens"]),
            allow("tests", ["tokens", "ui", "contract", "feature", "app", "server", "tests"]),
          ],
        },
      ],
    },
  },
  {
    files: ["ui/**/*.{ts,tsx}"],
    ignores: ["ui/**/*.stories.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: uiForbiddenPackages,
              message: "ui/ takes text, data, state and routing through props (DESIGN.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles (DESIGN.md): a cycle makes the order of module start-up matter and hides
    // which piece depends on which. Type-only imports do not count; lazy `import()` does.
    files: ["{tokens,ui,contract,features,app,server}/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": { typescript: { project: "./tsconfig.json", alwaysTryTypes: true } },
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  ...storybook.configs["flat/recommended"],
);
