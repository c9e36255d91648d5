import { expect } from 'vitest';
import type { MatrixCases } from '../../test/access-matrix.js';

const URL = '/mds/app/gdsn/messages';

export const accessCases: MatrixCases = {
  [`POST ${URL}`]: {
    request: { method: 'POST', url: URL, payload: '<x/>', headers: { 'content-type': 'application/xml' } },
    crossTenant: {
      async check(t) {
        // Another company's GLN as the sender: refused before anything is read or stored for that company.
        // Greenfield may send messages (its inbound XML integration), but only as itself.
        const greenfield = t.context.db.updateTable('company').where('name', '=', 'Greenfield Provisions');
        await greenfield.set({ integ_inbound_xml: 1 }).execute();
        const token = await t.signIn('pubsub.admin');
        const cip = `<?xml version="1.0"?><catalogue_item_publication:catalogueItemPublicationMessage xmlns:catalogue_item_publication="urn:gs1:gdsn:catalogue_item_publication:xsd:3" xmlns:sh="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader"><sh:StandardBusinessDocumentHeader><sh:HeaderVersion>1.0</sh:HeaderVersion><sh:Sender><sh:Identifier Authority="GS1">0761305000019</sh:Identifier></sh:Sender><sh:Receiver><sh:Identifier Authority="GS1">0860000000017</sh:Identifier></sh:Receiver><sh:DocumentIdentification><sh:Standard>GS1</sh:Standard><sh:TypeVersion>3.1</sh:TypeVersion><sh:InstanceIdentifier>matrix</sh:InstanceIdentifier><sh:Type>catalogueItemPublication</sh:Type><sh:CreationDateAndTime>2026-01-01T00:00:00Z</sh:CreationDateAndTime></sh:DocumentIdentification></sh:StandardBusinessDocumentHeader></catalogue_item_publication:catalogueItemPublicationMessage>`;
        const response = await t.app.inject({
          method: 'POST',
          url: URL,
          payload: cip,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
        });
        await greenfield.set({ integ_inbound_xml: 0 }).execute();
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('DP-NOT-SENDER');
      },
    },
  },
};
