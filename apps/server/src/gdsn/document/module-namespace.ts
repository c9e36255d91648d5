import { dictionaryNamespace } from '../dictionary/dictionary.js';
import { gs1Prefix } from '../messages/document-message.js';

export interface ModuleNamespace {
  /** The prefix GS1's samples write it with: the namespace's name, `nutritional_information`. */
  prefix: string;
  namespace: string;
}

const NAMESPACE = /^urn:gs1:gdsn:(\w+):xsd:3$/;

/**
 * A module element's namespace from its local name, as GS1's dictionary gives it (a few are not named after
 * the element: `dairyFishMeatPoultryItemModule` is dairy_fish_meat_poultry); a module the dictionary lacks is
 * given the name's, which is how GS1 names all but those few.
 */
export function moduleNamespace(element: string): ModuleNamespace {
  const namespace = dictionaryNamespace(element);
  const prefix = (namespace && NAMESPACE.exec(namespace)?.[1]) ?? gs1Prefix(element.replace(/Module$/, ''));
  return { prefix, namespace: namespace ?? `urn:gs1:gdsn:${prefix}:xsd:3` };
}
