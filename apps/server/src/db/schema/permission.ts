export interface PermissionTable {
  name: string;
}
