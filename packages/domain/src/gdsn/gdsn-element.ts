import { z } from 'zod';

/**
 * A trade item as GS1 XML carries it, kept whole: every element and attribute of the tradeItem, in the order
 * sent, by local name (a module element by its own, `nutritionalInformationModule`: its namespace follows
 * from the name). This is the item document the GDSN dictionary describes; the spec's sections (Coding1A …)
 * are a view onto it.
 */
export interface GdsnElement {
  name: string;
  /** The element's XML attributes (`languageCode`, `measurementUnitCode`, `codeListVersion` …). */
  attributes?: Record<string, string>;
  /** A leaf's text, as sent (trimmed). */
  value?: string;
  children?: GdsnElement[];
}

export const gdsnElementSchema: z.ZodType<GdsnElement> = z.lazy(() =>
  z.object({
    name: z.string().min(1),
    attributes: z.record(z.string(), z.string()).optional(),
    value: z.string().optional(),
    children: z.array(gdsnElementSchema).optional(),
  }),
);
// A recursive schema is documented as a named OpenAPI component, which its own `$ref` points to.
z.globalRegistry.add(gdsnElementSchema, { id: 'GdsnElement' });
