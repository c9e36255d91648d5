export interface UserPreferenceTable {
  user_id: number;
  preference: string;
  modified_time: string;
}
