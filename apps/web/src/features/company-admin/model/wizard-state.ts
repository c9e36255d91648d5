/**
 * The add-company wizard remembers the company its first save created, per tab, so a reload (or the
 * browser's back and forward) continues with the same company instead of creating another one.
 */
const KEY = 'tradepool.company-wizard';

export interface WizardState {
  companyId: number;
}

export function parseWizardState(raw: string | null): WizardState | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('companyId' in value)) return null;
    const { companyId } = value;
    return typeof companyId === 'number' && Number.isInteger(companyId) && companyId > 0 ? { companyId } : null;
  } catch {
    return null;
  }
}

export function readWizardState(): WizardState | null {
  return parseWizardState(window.sessionStorage.getItem(KEY));
}

export function storeWizardState(state: WizardState): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(state));
}

export function clearWizardState(): void {
  window.sessionStorage.removeItem(KEY);
}
