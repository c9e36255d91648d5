import type { Kysely } from 'kysely';

/**
 * An upload's validation progress (issue 13): the upload stays `validating` until its validation job has
 * judged every item it stored, and says how far it got. `validation_cursor` is the last item id whose
 * outcome committed (the job resumes after it), `validated_count` how many items that was.
 */
export function uploadValidationMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('catalog_upload')
        .addColumn('validation_cursor', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('catalog_upload')
        .addColumn('validated_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
