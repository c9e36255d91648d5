export interface RoleTable {
  id: number;
  name: string;
  description: string;
}
