import { PERMISSIONS, ROLES } from '@tradepool/domain';
import type { Db } from './database.js';

/**
 * Roles and feature permissions are defined once in packages/domain; the tables mirror them so SQL can
 * join on them. Run at every start so a changed definition reaches the database without a migration.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const name of PERMISSIONS) {
      await trx
        .insertInto('permission')
        .values({ name })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    for (const role of ROLES) {
      await trx
        .insertInto('role')
        .values({ id: role.id, name: role.name, description: role.description })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: role.name, description: role.description }))
        .execute();
      await trx.deleteFrom('role_permission').where('role_id', '=', role.id).execute();
      await trx
        .insertInto('role_permission')
        .values(role.permissions.map((permission) => ({ role_id: role.id, permission })))
        .execute();
    }
  });
}
