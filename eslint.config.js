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
    // Page actions read their forms through readForm (app/utils/form-data.server.ts): a body
    // that is not a form is then a 400 with a message, not a 500.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/utils/form-data.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[importKind!='type'], ImportDefaultSpecifier)",
          message: 'Import zod as a namespace: import * as z from "zod".',
        },
        { selector: "CallExpression[callee.property.name='formData'][arguments.length=0]", message: "Read a page action's form with readForm(request)." },
        { selector: "ImportSpecifier[imported.name='unstable_parseMultipartFormData']", message: "Read a page action's form with readForm(request, { maxPartSize })." },
      ],
    },
  },
  {
    // Layers: routes talk to services and services to repositories; only repositories (and the
    // few modules that are repositories by nature, e.g. the search index) reach the database.
    files: [
      "api/modules/**/routes.ts", "api/modules/**/*-routes.ts", "api/modules/**/service.ts", "api/modules/**/*-service.ts", "api/modules/auth/social.ts",
      // The background jobs, which mail what their repositories pick.
      "api/modules/alerts/job.ts", "api/modules/favorites/notices.ts", "api/modules/listings/draft-cleanup.ts", "api/modules/listings/expiry-reminders.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "kysely", message: "Routes and services reach the database through a repository." }],
          patterns: [{ group: ["**/db/database*", "**/db/migrations/**"], message: "Routes and services reach the database through a repository." }],
        },
      ],
    },
  },
  {
    // Browser code must never import server-only modules (the classic compiler would not stop it).
    // Route folders hold their route's browser modules beside route.tsx; *.server.ts modules
    // (and route.tsx, which Remix splits) may import server code.
    files: ["app/components/**/*.{ts,tsx}", "app/routes/*/*.{ts,tsx}", "app/entry.client.tsx"],
    ignores: ["**/*.server.ts", "app/routes/*/route.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/*.server", "**/*.server.*", "**/api/modules/**", "**/api/db/**", "**/api/lib/**"], message: "Server-only module imported into browser code." }] }],
    },
  },
);
