import type { OffProduct } from './off-products.js';

// The place names of OFF's `manufacturing_places` in the demo products (in the contributors' languages, a
// region naming its country) → ISO 3166 numeric country code.
const PLACE_COUNTRIES: Record<string, string> = {
  angleterre: '826',
  belgique: '056',
  canada: '124',
  china: '156',
  ecosse: '826',
  españa: '724',
  'estados unidos': '840',
  germany: '276',
  italie: '380',
  japon: '392',
  netherlands: '528',
  'pays-bas': '528',
  'royaume-uni': '826',
  'south africa': '710',
  switzerland: '756',
  usa: '840',
};

// OFF labels that say where the product was made.
const LABEL_COUNTRIES: Record<string, string> = {
  'en:made-in-france': '250',
  'en:cooked-in-france': '250',
  'en:made-in-germany': '276',
  'en:made-in-italy': '380',
  'en:fabrique-au-canada': '124',
};

/**
 * The country the product was made in (GS1's country of origin: where it was last substantially transformed),
 * from its manufacturing places and "made in" labels; null when OFF names none, or names two. OFF's `origins`
 * is where the ingredients come from, not the product: it is not read.
 */
export function countryOfOrigin(product: OffProduct): string | null {
  const places = (product.manufacturing_places ?? '').split(',').map((place) => place.trim().toLowerCase());
  const codes = new Set([
    ...places.flatMap((place) => PLACE_COUNTRIES[place] ?? []),
    ...(product.labels_tags ?? []).flatMap((tag) => LABEL_COUNTRIES[tag] ?? []),
  ]);
  return codes.size === 1 ? [...codes][0]! : null;
}
