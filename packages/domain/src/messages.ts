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
  reportScheduledTitle: 'Scheduled successfully',
  reportScheduled: 'Requested report has been scheduled successfully.',
  reportAlreadyScheduledTitle: 'Request already scheduled',
  reportAlreadyScheduled: 'Requested report has already been scheduled.',
  noRecordsFound: 'No records Found',
  selectTheItem: 'Select the Item.',
  publishSuccess: 'Successfully Published Selected Items',
  unpublishSuccess: 'Successfully unPublished Selected Items',
  publishFailed: (error: string) => `Publishing Items : Failed - ${error}`,
  unpublishFailed: (error: string) => `Delete Publication : Failed - ${error}`,
  selectItemToPublish: 'Select atleast one Item to Publish.',
  selectItemToUnpublish: 'Select atleast one Item to Unpublish.',
  selectSubscriberFirst: 'Please select atleast 1 Subscriber before Choosing items',
  /** An unpublish answer with this text is not a failure: the publication is already gone. */
  publicationNotActive: 'Publication with the matching details is not found or not active',
  subscribeFailed: 'Error occurred while Creating subscription',
  /** Ours: the spec shows a confirmation without naming its text. */
  subscribeSuccess: 'Subscription created successfully.',
  cancelSubscriptionFailed: 'Error occurred while subscription cancellation.',
  selectSubscriptionToCancel: 'Select Atleast one item for cancel subscription',
  /** Spec point 8, "DMS": the buyer's work list. */
  cicUpdated: (n: number, status: string) => `${n} CIC were updated to the CIC status ${status}`,
  cicProcessingFailed: (count: number, message: string) => `CIC Processing Failed! ${count} ${message}`,
  cicPartlyFailed: (count: number, message: string, rest: number, status: string) =>
    `${count} ${message}. Rest ${rest} CIC were updated to the CIC status ${status}`,
  itemsSynchronised: (n: number) =>
    n === 1 ? `${n} item has been synchronised successfully.` : `${n} items have been synchronised successfully.`,
  itemsSynchronisationFailed: (n: number, gtins: string) =>
    n === 1
      ? `${n} item has been failed while synchronisation due to the system error. Please find failed GTINs ${gtins}`
      : `${n} items have been failed while synchronisation due to the system error. Please find failed GTINs ${gtins}`,
  broadMatchSuccess: 'Successfully created broad match for the selected items',
  broadMatchFailed: 'Failed to create broad match for the selected items',
  broadMatchError: 'Failed to Process Broad Match for the selected items',
  /** Ours: the answer to rejecting a proposed pair, which the spec does not have. */
  pairRejected: 'Not a match: this pair will not be proposed again.',
} as const;

/** Server-side error texts (not named by the spec, kept in one place so tests and UI agree). */
export const SERVER_ERRORS = {
  invalidCredentials: 'Invalid username or password.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in a few minutes.',
  tooManyRequests: 'Too many sign-in requests from this address: wait a minute and try again.',
  notAuthenticated: 'Authentication required.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission for this action.',
  gdsnUsersOnly:
    'This is for GDSN users: a non-GDSN account does not register items with the GS1 Global Registry or send GS1 messages.',
  messageNotAllowed: (type: string) => `Your role may not send a ${type}: it is another role's action.`,
  notFound: 'Not found.',
  manufacturerGlnInvalid: 'Info provider GLN must have 13 digits with a valid GS1 check digit.',
  crossRefNotSubscriber: 'Cross-reference files are for subscriber companies.',
  uploadMalformed:
    'The upload did not arrive whole: its multipart body is cut short or malformed. Nothing was stored; please send the file again.',
  crossRefNoFile: 'Choose an .xlsx or .csv file to upload.',
  crossRefFileType: 'Upload an .xlsx or .csv file.',
  crossRefUnreadable: (kind: string) => `The file could not be read as ${kind}.`,
  crossRefNoHeader: 'The file has no header row.',
  crossRefMissingColumn: (column: string) => `The header row has no ${column} column; nothing was stored.`,
  crossRefRepeatedColumn: (column: string) => `The header row has the ${column} column twice.`,
  crossRefTooLarge: (limit: string) => `The file is larger than ${limit}, the upload limit. Nothing was stored.`,
  crossRefTooManyRows: (limit: number) =>
    `The file has more than ${limit} data rows, the upload limit; split it into smaller files. Nothing was stored.`,
  passwordPolicy:
    'The password must have at least 15 characters, with a lower-case letter, an upper-case letter and a digit.',
  passwordReuse: 'The new password must differ from the current one.',
  currentPasswordWrong: 'The current password is not correct.',
  forgotPasswordSent: 'If the account exists, a temporary password has been sent to its e-mail address.',
  companyNotAvailable: 'That company is not available to this user.',
  companyNameTaken: 'A company with this name already exists.',
  companyGlnInvalid: (gln: string) => `GLN ${gln} is not valid: a GLN has 13 digits and a valid GS1 check digit.`,
  companyGlnRepeated: (gln: string) => `GLN ${gln} is entered more than once.`,
  companyGlnTaken: (gln: string) => `GLN ${gln} already belongs to another company.`,
  companyFirstGlnRequired: 'A GDSN company needs its first GLN (13 digits).',
  companyRoleRequired: 'Choose at least one company role: publisher or subscriber.',
  companyIntegrationRequired: 'Choose at least one integration type.',
  companyOwnPartner: 'A company cannot be its own partner.',
  companyPartnerUnknown: (id: number) => `Partner company ${id} does not exist.`,
  supportCompanyStaysActive: 'The support company cannot be deactivated.',
  gtinInvalid: (gtin: string) =>
    `${gtin} is not a valid GTIN: enter 8, 12, 13 or 14 digits with a valid GS1 check digit.`,
  roleNotAssignable: 'That role cannot be assigned.',
  supportRoleOutsideSupport: 'The Site Administrator and Site User roles are only for users of the support company.',
  supportRoleInWizard: 'The Site Administrator and Site User roles cannot be given in the company wizard.',
  loginTaken: 'A user with this login already exists.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  publishNotRegistered: (gtin: string) =>
    `GTIN ${gtin} is not registered with the GS1 Global Registry: register it before publishing it.`,
  publishNotValidated: (gtin: string) =>
    `GTIN ${gtin} is not Validated: complete and validate it before publishing it.`,
  publishHierarchyNotRegistered: (gtin: string, child: string) =>
    `GTIN ${gtin} cannot be published: GTIN ${child} of its hierarchy is not registered with the GS1 Global Registry.`,
  publishHierarchyNotValidated: (gtin: string, child: string) =>
    `GTIN ${gtin} cannot be published: GTIN ${child} of its hierarchy is not Validated.`,
  publishItemNotFound: (id: number) => `Item ${id} is not an active item of your catalog.`,
  publishOutsideTradepool: (gln: string) =>
    `GLN ${gln} is not a subscriber in Tradepool: a non-GDSN account publishes only to Tradepool's subscribers.`,
  publishOwnGln: (gln: string) => `GLN ${gln} is your own company's: an item is published to a subscriber.`,
  subscriberGlnInvalid: (gln: string) => `GLN ${gln} is not valid: a GLN has 13 digits and a valid GS1 check digit.`,
  subscriberAlreadyAdded: (gln: string) => `A subscriber with GLN ${gln} is already in the list.`,
  subscriptionExists: 'A Valid subscription with these criteria already exists.',
  subscriptionNotYours: (gln: string) => `GLN ${gln} is not a GLN of your company: a subscriber subscribes for itself.`,
  subscriptionNotCancellable: 'Only a Valid subscription of your company can be cancelled.',
  subscriptionNeedsPublisher: 'Give the publisher GLN: subscribing by GTINs alone is for auto-subscription users.',
  gpcUnknown: (code: string) => `GPC ${code} is not a GPC brick.`,
  targetMarketUnknown: (tm: string) => `Target market ${tm} is not an ISO 3166 country.`,
  typeaheadTooShort: (min: number) => `Type at least ${min} characters to search.`,
} as const;
