import type { TestProject } from "vitest/node";
import { createDatabaseTemplate } from "../helpers/test-database.ts";

/**
 * Migrates one template database for the project's engine before any test file runs, and
 * removes it after the last: `createTestDatabase` and `createSiteDatabase` copy it.
 */
export async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
  const template = await createDatabaseTemplate(engine);
  project.provide("databaseTemplate", template.target);
  return template.drop;
}
