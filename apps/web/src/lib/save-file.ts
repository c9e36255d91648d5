/** Hands a downloaded or generated file to the browser's save mechanism under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed after this turn.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
