export declare const DEFAULT_SOURCE: string;
export declare const XSD_DIR: string;
export declare const OUTPUT: string;
export interface DictionaryReport {
  sourceRows: number;
  kept: number;
  kinds: { class: number; module: number; attribute: number; xmlAttribute: number };
  invisibleCharacters: number;
  slashesAdded: number[];
  droppedRepeats: { bmsId: number; keeps: number }[];
  moved: { bmsId: number; from: string; to: string }[];
  renamed: { bmsId: number; from: string; to: string }[];
  elementNamesFixed: { from: string; to: string }[];
  attributeNamesFixed: { bmsId: number; from: string; to: string }[];
  notInXsd: { bmsId: number; path: string; sunrise: string }[];
  multiplicityDiffers: { bmsId: number; path: string; gs1: [number, number | null]; xsd: [number, number | null] }[];
  dataTypeDiffers: { bmsId: number; path: string; dataType: string; xsd: string }[];
  parentsWithChildren: number;
  parentsOutOfXsdOrder: number;
}
export declare function generateDictionary(
  sourcePath?: string,
  xsdDir?: string,
): { json: string; report: DictionaryReport };
