import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The API's insides, which pages never import: its modules, database, libraries, configuration and
// wiring. Pages take the API's shapes from api/schemas (`@schemas/...`), the one place they are declared.
const API_INTERNALS = ["**/api/modules/**", "**/api/db/**", "**/api/lib/**", "**/api/realtime/**", "**/api/config*", "**/api/services*", "**/api/app*"];

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
        // The site's Link and NavLink write a plain <a> on the server (app/components/ui/link.tsx, decision 0041).
        { selector: "ImportDeclaration[source.value='@remix-run/react'] > ImportSpecifier[imported.name=/^(Nav)?Link$/]", message: 'Import the site\'s links: import { Link, NavLink } from "~/components/ui/link".' },
        // The server's translations come without react-i18next's per-component hook (app/utils/use-translation.ts).
        { selector: "ImportDeclaration[source.value='react-i18next'] > ImportSpecifier[imported.name='useTranslation']", message: 'Import the site\'s hook: import { useTranslation } from "~/utils/use-translation".' },
      ],
    },
  },
  {
    // Layers, by folder (decision record 0027): routes talk to services and services to
    // repositories; only repositories (`repository.ts`, `*-repository.ts`) and api/db reach the
    // database. Every other file under api/ is held to it, whatever its name.
    files: ["api/**/*.ts"],
    ignores: [
      "api/**/repository.ts",
      "api/**/*-repository.ts",
      "api/db/**",
      // The search indexes are the dialect-specific half of the search repository (SQLite FTS5,
      // PostgreSQL tsvector): they build its subqueries, and the offline commands rebuild them.
      "api/modules/search/search-index.ts",
      "api/modules/search/sqlite-index.ts",
      "api/modules/search/postgres-index.ts",
      // The wiring module: below.
      "api/services.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "kysely", message: "Only repositories (*-repository.ts) and api/db reach the database." }],
          patterns: [{ group: ["**/db/database*", "**/db/migrations/**"], message: "Only repositories (*-repository.ts) and api/db reach the database." }],
        },
      ],
    },
  },
  {
    // The wiring module hands the database handle to the repositories it builds: it may name the
    // handle's type, and nothing else of the database.
    files: ["api/services.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "kysely", message: "Only repositories (*-repository.ts) and api/db reach the database." }],
          patterns: [
            { group: ["**/db/database*"], allowTypeImports: true, message: "The wiring module only hands the database handle on." },
            { group: ["**/db/migrations/**"], message: "Only repositories (*-repository.ts) and api/db reach the database." },
          ],
        },
      ],
    },
  },
  {
    // Pages import the API's shapes from api/schemas only (type-only imports too): an entity's shape
    // is declared once there, and the pages never reach into the API's modules or its database.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      // Server-only glue between the pages and the in-process API, which needs its runtime values:
      // the in-process dispatch's answer type and the error codes the page client maps refusals by,
      "app/utils/api.server.ts",
      // the API's logger, which the pages' error reports go through,
      "app/utils/api-errors.server.ts",
      // the session cookie's name, which the API's auth reads too,
      "app/utils/session-cookie.server.ts",
      // the in-process dispatch and the shell cache that the server hands the pages in the load context,
      "app/utils/load-context.ts",
      // the configuration (the environment read once, for the API and the pages alike),
      "app/utils/env.server.ts",
      // and the social sign-in providers' configuration.
      "app/utils/social-auth.server.ts",
    ],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: API_INTERNALS, message: "Pages import the API's shapes from @schemas/..., not from its modules, database or libraries." }] }],
    },
  },
  {
    // Browser code must never import server-only modules (the classic compiler would not stop it).
    // Route folders hold their route's browser modules beside route.tsx; *.server.ts modules
    // (and route.tsx, which Remix splits) may import server code.
    files: ["app/components/**/*.{ts,tsx}", "app/routes/*/*.{ts,tsx}", "app/entry.client.tsx"],
    ignores: ["**/*.server.ts", "app/routes/*/route.{ts,tsx}"],
    rules: {
      // (This block's rule replaces the one above for these files, so it names the API's insides too.)
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/*.server", "**/*.server.*", ...API_INTERNALS], message: "Server-only module imported into browser code." }] }],
    },
  },
);
