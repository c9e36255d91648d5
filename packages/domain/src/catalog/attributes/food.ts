import type { AttributeDefinition } from '../attribute-types.js';
import { NUTRIENT_DEFAULT_UNITS } from '../code-lists.js';

/** Allergens, nutrients and diets. */
export const FOOD_ATTRIBUTES: readonly AttributeDefinition[] = [
  // Allergens: a statement and one row per allergen.
  {
    code: 'Allergen1A',
    section: 'ArrAllergens',
    label: 'Allergen Statement',
    gdsn: 'allergenStatement',
    type: 'longText',
    maxLength: 1000,
  },
  {
    code: 'Allergen1B',
    section: 'ArrAllergens',
    label: 'Allergens',
    gdsn: 'allergen',
    type: 'group',
    maxRows: 30,
    fields: [
      {
        code: 'Allergen1BA',
        label: 'Allergen',
        gdsn: 'allergenTypeCode',
        type: 'code',
        codeList: 'ALLERGEN_TYPE',
        maxLength: 3,
        required: true,
      },
      {
        code: 'Allergen1BB',
        label: 'Level of Containment',
        gdsn: 'levelOfContainmentCode',
        type: 'code',
        codeList: 'LEVEL_OF_CONTAINMENT',
        maxLength: 35,
        required: true,
      },
    ],
  },

  // Nutrients: the header, then one row per nutrient: its quantity with the quantity's unit, as GS1 carries it
  // (quantityContained and its measurementUnitCode).
  {
    code: 'Nutrient1A',
    section: 'ArrNutrients',
    label: 'Preparation State',
    gdsn: 'preparationStateCode',
    type: 'code',
    codeList: 'PREPARATION_STATE',
    maxLength: 35,
  },
  {
    code: 'Nutrient1B',
    section: 'ArrNutrients',
    label: 'Nutrient Basis Quantity',
    gdsn: 'nutrientBasisQuantity',
    type: 'measure',
    codeList: 'CONTENT_UNIT',
    defaultUnit: 'GRM',
  },
  {
    code: 'Nutrient1C',
    section: 'ArrNutrients',
    label: 'Servings per Package',
    gdsn: 'numberOfServingsPerPackage',
    type: 'decimal',
  },
  {
    code: 'Nutrient1D',
    section: 'ArrNutrients',
    label: 'Nutrients',
    gdsn: 'nutrientDetail',
    type: 'group',
    maxRows: 60,
    fields: [
      {
        code: 'Nutrient1DA',
        label: 'Nutrient',
        gdsn: 'nutrientTypeCode',
        type: 'code',
        codeList: 'NUTRIENT',
        maxLength: 80,
        required: true,
      },
      {
        code: 'Nutrient1DB',
        label: 'Quantity Contained',
        gdsn: 'quantityContained',
        type: 'decimal',
        unit: { field: 'Nutrient1DD', defaultBy: { field: 'Nutrient1DA', units: NUTRIENT_DEFAULT_UNITS } },
      },
      {
        code: 'Nutrient1DD',
        label: 'Unit',
        gdsn: 'quantityContained/@measurementUnitCode',
        type: 'code',
        codeList: 'NUTRIENT_UNIT',
        maxLength: 15,
      },
      { code: 'Nutrient1DC', label: 'Daily Value %', gdsn: 'dailyValueIntakePercent', type: 'decimal' },
      {
        code: 'Nutrient1DE',
        label: 'Precision',
        gdsn: 'measurementPrecisionCode',
        type: 'code',
        codeList: 'MEASUREMENT_PRECISION',
        maxLength: 35,
      },
    ],
  },

  // Diet.
  {
    code: 'Diet1A',
    section: 'ArrDiet',
    label: 'Diets',
    gdsn: 'dietTypeInformation',
    type: 'group',
    maxRows: 20,
    fields: [
      {
        code: 'Diet1AA',
        label: 'Diet Type',
        gdsn: 'dietTypeCode',
        type: 'code',
        codeList: 'DIET_TYPE',
        maxLength: 35,
        required: true,
      },
    ],
  },
];
