export interface RolePermissionTable {
  role_id: number;
  permission: string;
}
