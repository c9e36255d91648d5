import { codeListLabel, isDomainCodeList } from '@tradepool/domain';
import type { CodeLookup } from '@tradepool/domain';

const GPC_BRICK = /^\d{8}$/;

/**
 * The web's side of code-list validation: the small lists ship with the domain; countries come from the
 * target-market list once it has loaded (until then any code passes, the server checks it); GPC bricks
 * are too many to ship, so only their shape is checked here and the server checks the brick.
 */
export function clientCodeLookup(countries: ReadonlySet<string> | null): CodeLookup {
  return (list, key) => {
    if (isDomainCodeList(list)) return codeListLabel(list, key) !== undefined;
    if (list === 'GPC') return GPC_BRICK.test(key);
    return countries === null || countries.has(key);
  };
}
