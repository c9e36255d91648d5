import { describe, expect, it } from 'vitest';
import type { GdsnElement } from '@tradepool/domain';
import {
  addRepeat,
  elementAt,
  findElements,
  firstSteps,
  insertInOrder,
  removeElement,
  stepsKey,
  updateElement,
  valueCount,
  withValue,
  withXmlAttribute,
  withoutBlankValues,
} from './gdsn-tree';

const INGREDIENTS = 'tradeItemInformation/extension/foodAndBeverageIngredientModule';
const MODULE_ORDER = ['ingredientOfConcernCode', 'ingredientStatement', 'juiceContentPercent', 'additiveStatement'];
const orderOf = (path: string) => (path === INGREDIENTS ? MODULE_ORDER : undefined);

const statement = (text: string, languageCode: string): GdsnElement => ({
  name: 'ingredientStatement',
  attributes: { languageCode },
  value: text,
});

const item = (): GdsnElement => ({
  name: 'tradeItem',
  children: [
    { name: 'gtin', value: '00012345678905' },
    {
      name: 'tradeItemInformation',
      children: [
        {
          name: 'extension',
          children: [
            {
              name: 'foodAndBeverageIngredientModule',
              children: [
                { name: 'ingredientOfConcernCode', value: 'SOY' },
                statement('Oats, salt', 'en'),
                { name: 'additiveStatement', value: 'None', attributes: { languageCode: 'en' } },
              ],
            },
          ],
        },
      ],
    },
  ],
});

describe('the item document, read by path', () => {
  it('finds every element at a dictionary path, with the steps that reach it', () => {
    const tree = item();
    const found = findElements(tree, `${INGREDIENTS}/ingredientStatement`);
    expect(found).toHaveLength(1);
    expect(found[0]!.element.value).toBe('Oats, salt');
    expect(stepsKey(found[0]!.steps)).toBe(
      'tradeItemInformation[1]/extension[1]/foodAndBeverageIngredientModule[1]/ingredientStatement[1]',
    );
    expect(findElements(tree, `${INGREDIENTS}/ingredientStatement/@languageCode`)).toHaveLength(1);
    expect(findElements(tree, `${INGREDIENTS}/juiceContentPercent`)).toEqual([]);
    expect(findElements(tree, '')).toEqual([{ element: tree, steps: [] }]);
  });

  it('reaches one element by its indexed steps', () => {
    const tree = item();
    expect(elementAt(tree, firstSteps(`${INGREDIENTS}/additiveStatement`))?.value).toBe('None');
    expect(elementAt(tree, [{ name: 'gtin', index: 1 }])).toBeUndefined();
  });

  it('counts the values an element holds, leaving out the subtrees asked', () => {
    expect(valueCount(item())).toBe(4);
    expect(valueCount(item(), (child) => child.name === 'extension')).toBe(1);
  });
});

describe('the item document, changed without mutation', () => {
  it('inserts in schema order: after its namesakes and the names before, before the names after', () => {
    const children = item().children![1]!.children![0]!.children![0]!.children!;
    const french = statement('Avoine, sel', 'fr');
    expect(insertInOrder(children, french, MODULE_ORDER).map((c) => c.value)).toEqual([
      'SOY',
      'Oats, salt',
      'Avoine, sel',
      'None',
    ]);
    expect(
      insertInOrder(children, { name: 'juiceContentPercent', value: '5' }, MODULE_ORDER).map((c) => c.name),
    ).toEqual(['ingredientOfConcernCode', 'ingredientStatement', 'juiceContentPercent', 'additiveStatement']);
    expect(insertInOrder(children, { name: 'unknownThing' }, MODULE_ORDER).at(-1)!.name).toBe('unknownThing');
    expect(insertInOrder(children, { name: 'ingredientStatement' }, undefined).at(-1)!.name).toBe(
      'ingredientStatement',
    );
  });

  it('sets a value and leaves the rest of the tree shared, the original untouched', () => {
    const tree = item();
    const steps = firstSteps(`${INGREDIENTS}/ingredientStatement`);
    const next = updateElement(tree, steps, (element) => withValue(element, 'Oats'), orderOf);
    expect(elementAt(next, steps)?.value).toBe('Oats');
    expect(elementAt(tree, steps)?.value).toBe('Oats, salt');
    expect(next.children![0]).toBe(tree.children![0]);
    expect(next).not.toBe(tree);
  });

  it('makes the missing module and class on the way, each in its place', () => {
    const tree: GdsnElement = { name: 'tradeItem', children: [{ name: 'gtin', value: '00012345678905' }] };
    const next = updateElement(
      tree,
      firstSteps(`${INGREDIENTS}/ingredientStatement`),
      (element) => withXmlAttribute(withValue(element, 'Oats'), 'languageCode', 'en'),
      orderOf,
    );
    expect(findElements(next, `${INGREDIENTS}/ingredientStatement`)[0]!.element).toEqual(statement('Oats', 'en'));
    // A step past the next repeat is refused: the tree stays as it was.
    const far = updateElement(tree, [{ name: 'gtin', index: 2 }], (element) => withValue(element, 'x'));
    expect(far).toBe(tree);
  });

  it('adds a repeat after its namesakes and removes one by its place', () => {
    const tree = item();
    const parent = firstSteps(INGREDIENTS);
    const added = addRepeat(tree, parent, statement('Avoine, sel', 'fr'), orderOf);
    expect(stepsKey(added.steps)).toMatch(/ingredientStatement\[2\]$/);
    expect(findElements(added.tree, `${INGREDIENTS}/ingredientStatement`).map((f) => f.element.value)).toEqual([
      'Oats, salt',
      'Avoine, sel',
    ]);
    const removed = removeElement(added.tree, [...parent, { name: 'ingredientStatement', index: 0 }]);
    expect(findElements(removed, `${INGREDIENTS}/ingredientStatement`).map((f) => f.element.value)).toEqual([
      'Avoine, sel',
    ]);
    expect(findElements(removed, `${INGREDIENTS}/additiveStatement`)).toHaveLength(1);
    expect(removeElement(tree, [...parent, { name: 'ingredientStatement', index: 5 }])).toBe(tree);
  });

  it('sets and drops an XML attribute', () => {
    const element = statement('Oats', 'en');
    expect(withXmlAttribute(element, 'languageCode', 'fr').attributes).toEqual({ languageCode: 'fr' });
    expect(withXmlAttribute(element, 'languageCode', undefined)).toEqual({
      name: 'ingredientStatement',
      value: 'Oats',
    });
    expect(withValue(element, undefined)).toEqual({ name: 'ingredientStatement', attributes: { languageCode: 'en' } });
  });

  it('drops what was left blank before a save, and the classes it empties', () => {
    const tree = item();
    const { tree: withBlank } = addRepeat(tree, firstSteps(INGREDIENTS), { name: 'ingredientStatement' }, orderOf);
    const { tree: withEmptyClass } = addRepeat(withBlank, [], { name: 'tradeItemInformation' });
    expect(withoutBlankValues(withEmptyClass)).toEqual(tree);
    expect(withoutBlankValues(tree)).toBe(tree);
    expect(withoutBlankValues({ name: 'tradeItem', children: [{ name: 'gtin', value: ' ' }] })).toEqual({
      name: 'tradeItem',
    });
  });
});
