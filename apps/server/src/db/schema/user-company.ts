/** Extra companies a user may switch to (the home company is app_user.company_id). */
export interface UserCompanyTable {
  user_id: number;
  company_id: number;
}
