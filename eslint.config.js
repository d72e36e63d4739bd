import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", "node_modules/**", "data/**", ".cache/**", "test-results/**", "playwright-report/**", ".tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      // The browser build (esbuild) keeps every member of zod's `z` export, all locales and JSON
      // Schema tools included (93 KB gzip); from the namespace it keeps what the schemas use (31 KB).
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[importKind!='type'], ImportDefaultSpecifier)",
          message: 'Import zod as a namespace: import * as z from "zod".',
        },
      ],
    },
  },
  {
    // Browser code must never import server-only modules (the classic compiler would not stop it).
    files: ["app/components/**/*.{ts,tsx}", "app/entry.client.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/*.server", "**/*.server.*", "**/api/modules/**", "**/api/db/**", "**/api/lib/**"], message: "Server-only module imported into browser code." }] }],
    },
  },
);
