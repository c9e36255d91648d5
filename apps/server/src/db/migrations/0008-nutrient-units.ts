import { sql, type Kysely } from 'kysely';

/**
 * The unit each nutrient's quantity was stored in before the nutrient rows carried their own (the one unit
 * per nutrient the dictionary used to imply). Written out here, not imported, so the migration keeps meaning
 * what it meant when later dictionaries change.
 */
const IMPLIED_UNITS: Readonly<Record<string, string>> = {
  'ENER-': 'E14',
  FAT: 'GRM',
  FASAT: 'GRM',
  FATRN: 'GRM',
  'CHOL-': 'MGM',
  NA: 'MGM',
  CHOAVL: 'GRM',
  FIBTG: 'GRM',
  'SUGAR-': 'GRM',
  SUGAD: 'GRM',
  'PRO-': 'GRM',
  'VITD-': 'MC',
  CA: 'MGM',
  FE: 'MGM',
  K: 'MGM',
};

type Row = Record<string, string>;
type Document = Record<string, unknown>;

/** The rows of a document's nutrients with the unit they were stored in written down; null when none lacked it. */
function withUnits(document: Document): Document | null {
  const rows = document.Nutrient1D;
  if (!Array.isArray(rows)) return null;
  let changed = false;
  const next = (rows as Row[]).map((row) => {
    const unit = IMPLIED_UNITS[row.Nutrient1DA ?? ''];
    if (!row.Nutrient1DB || row.Nutrient1DD || !unit) return row;
    changed = true;
    return { ...row, Nutrient1DD: unit };
  });
  return changed ? { ...document, Nutrient1D: next } : null;
}

const BATCH = 500;

/**
 * Nutrient quantities carry their unit (GS1 quantityContained/@measurementUnitCode, dictionary column
 * Nutrient1DD). Items saved before had it implied by the nutrient; this writes it into each stored document
 * (versions stay as they were written: they are history).
 */
export function nutrientUnitsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      let after = 0;
      for (;;) {
        const { rows } = await sql<{ id: number; attributes: string }>`
          select id, attributes from catalog_item
          where has_nutrients = 1 and id > ${after} order by id limit ${BATCH}`.execute(db);
        if (rows.length === 0) return;
        for (const row of rows) {
          const updated = withUnits(JSON.parse(row.attributes) as Document);
          if (updated) {
            await sql`update catalog_item set attributes = ${JSON.stringify(updated)} where id = ${row.id}`.execute(db);
          }
        }
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
