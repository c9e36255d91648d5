/** What is wrong with a trade-item tree against GS1's dictionary. */
export type TreeProblemRule = 'unknown' | 'valueType' | 'length' | 'codeList' | 'multiplicity' | 'required';

export interface TreeProblem {
  /**
   * From the tradeItem, an XML attribute last as `@name`; a step repeated among its siblings carries its 1-based
   * index (`nutrientHeader[2]/nutrientDetail[1]/quantityContained/@measurementUnitCode`).
   */
  path: string;
  rule: TreeProblemRule;
  /** GS1's BMS id and attribute name, when the dictionary knows the element or attribute. */
  bmsId?: number;
  attributeName?: string;
  message: string;
  /** A value longer than GS1 allows: intake refuses the item. Every other problem fails validation only. */
  bound?: true;
}

export interface TreeLookups {
  /**
   * Whether GS1's code list (by its codeListName, `TradeItemUnitDescriptorCode`) holds the code; undefined when
   * the pool does not hold that list, so the value is not checked.
   */
  hasCode(listName: string, code: string): boolean | undefined;
}
