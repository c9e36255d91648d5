import { useNavigate } from 'react-router';
import { DASHBOARD_SEARCH_MIN_CHARS } from '@tradepool/domain';
import { CatalogSearchBox, catalogPath, usePartialCatalog } from '../../catalog';

/** The dashboard's suggestions ask from the second character (spec point 5). */
const useDashboardSuggestions = (text: string) => usePartialCatalog(text, DASHBOARD_SEARCH_MIN_CHARS);

/**
 * Spec point 2, the dashboard's item search: suggestions by keyword or GTIN from 2 characters; a suggestion
 * opens the catalog on that item (its id and GTIN), Enter opens it searching the keyword. Clearing the box
 * stays home.
 */
export function ItemSearch() {
  const navigate = useNavigate();
  return (
    <CatalogSearchBox
      initialText=""
      useSuggestions={useDashboardSuggestions}
      minChars={DASHBOARD_SEARCH_MIN_CHARS}
      label="Search your items"
      onPick={(item) => navigate(catalogPath({ catalogItemId: item.catalogItemId, gtin: item.gtin }))}
      onSearch={(keyword) => {
        if (keyword) navigate(catalogPath({ keyword }));
      }}
    />
  );
}
