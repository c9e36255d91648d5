/** User-facing texts of spec point 8, word for word (including the legacy spelling). */
export const MESSAGES = {
  emptyResponse: 'Internal Server Error - No Data Returned. [API Issue]',
  failedWithoutMessage: 'Internal Server Error. [API Responds as Failed - No error message!!]',
  failedWithoutErrorObject: 'Internal Server Error. [API Response Format Error/ Session Issue]',
  successWithoutData: 'Internal Server Error. [API Response Format Error]',
  networkFailure: 'Oops..Seems there is some Data/Network Problem!.',
  sessionDialogTitle: 'Please Login to continue !!',
  sessionDialogText: (timeout: string) =>
    `Your Session has been inactive for ${timeout} and you have been logged out. Any unsubmitted data has been lost.`,
  forgotPasswordTitle: 'Forgot Password',
  passwordResetSent: 'Password Reset successfully. Email has been sent.',
  passwordUpdated: 'Password Updated successfully',
  created: 'Created successfully',
  updated: 'Updated successfully',
  fillRequired: 'Please fill in all required inputs.',
  invalidCompanyName: 'InValidate Name',
  proceedWithCancel: 'Proceed with Cancel ?',
  contactUpdated: 'Contact Details Updated successfully',
  registrationFailed: (error: string) => `Registration : Failed - ${error}`,
  registrationSent: 'Successfully sent for Registration.',
  selectItemToRegister: 'Select atleast one Item to Register.',
  uploadFailed: (message: string) => `Upload Items : Failed : ${message}`,
  uploadSuccessTitle: 'Success!',
  uploadSuccess: (count: number) => `${count} Item(s) have been uploaded.`,
  downloadMessageTitle: 'Download Message : ',
  noDataForDownload: 'No data available for download.',
  selectDownloadKind: 'Please select at least one item to download',
  downloadScheduled: 'Requested download report has been scheduled successfully.',
  downloadAlreadyScheduled: 'Requested download report has already been scheduled.',
  noRecordsFound: 'No records Found',
  selectTheItem: 'Select the Item.',
} as const;

/** Server-side error texts (not named by the spec, kept in one place so tests and UI agree). */
export const SERVER_ERRORS = {
  invalidCredentials: 'Invalid username or password.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in a few minutes.',
  notAuthenticated: 'Authentication required.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission for this action.',
  notFound: 'Not found.',
  passwordPolicy:
    'The password must have at least 15 characters, with a lower-case letter, an upper-case letter and a digit.',
  passwordReuse: 'The new password must differ from the current one.',
  forgotPasswordSent: 'If the account exists, a temporary password has been sent to its e-mail address.',
  companyNotAvailable: 'That company is not available to this user.',
  userInactive: 'This account is inactive. Please contact your administrator.',
} as const;
