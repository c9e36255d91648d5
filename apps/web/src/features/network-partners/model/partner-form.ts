import { isValidGln, type NetworkPartner, type NetworkPartnerInput } from '@tradepool/domain';

/** The drawer's fields: the GLNs as the admin types or pastes them, one a line or separated by commas. */
export interface PartnerFormValues {
  name: string;
  as2Id: string;
  url: string;
  certificatePem: string;
  enabled: boolean;
  glnText: string;
}

export function partnerFormValues(partner: NetworkPartner | null): PartnerFormValues {
  return {
    name: partner?.name ?? '',
    as2Id: partner?.as2Id ?? '',
    url: partner?.url ?? '',
    certificatePem: partner?.certificatePem ?? '',
    enabled: partner?.enabled ?? true,
    glnText: partner?.glns.join('\n') ?? '',
  };
}

/** The GLNs of the text, in order, each once. */
export function glnsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** The GLNs of the text that are not GLNs, for the field's message. */
export function badGlns(text: string): string[] {
  return glnsOf(text).filter((gln) => !isValidGln(gln));
}

export function toPartnerInput(values: PartnerFormValues): NetworkPartnerInput {
  return {
    name: values.name.trim(),
    as2Id: values.as2Id.trim(),
    url: values.url.trim(),
    certificatePem: values.certificatePem.trim(),
    enabled: values.enabled,
    glns: glnsOf(values.glnText),
  };
}

/** A PEM certificate as text, at a glance: the pasted or uploaded file must hold one. */
export function looksLikeCertificate(text: string): boolean {
  return /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(text);
}
