/** Where a finished report is kept, below the reports' folder (what `download_request.storage_path` holds). */
export function reportPath(companyId: number, requestId: number, fileName: string): string {
  return `${companyId}/${requestId}-${fileName}`;
}

/** A report's key in the file store: on the local folder, `catalog-downloads/<company>/<id>-<name>` as before. */
export function reportKey(stored: string): string {
  return `catalog-downloads/${stored}`;
}
