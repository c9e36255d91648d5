/** The company a list row's Output Profile or DQ Match Criteria modal is about. */
export interface ProfileTarget {
  companyId: number;
  name: string;
}
