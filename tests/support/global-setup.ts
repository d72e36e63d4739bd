import { ensurePostgresTemplate, ensureSqliteTemplate } from "./template.js";

/** Vitest global setup: build the seeded template once, before the workers copy it. */
export default async function setup() {
  await ensureSqliteTemplate();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
}
