import { type Database, checkDatabase } from "../../db/database.js";

/** What the health check asks of the database: its dialect, and whether it answers. */
export function createHealthRepository(database: Database) {
  return {
    dialect: database.dialect,
    answers: () => checkDatabase(database),
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
