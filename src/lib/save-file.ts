/**
 * Hands the browser a file to save, as a download link would, for data already in memory (built
 * on the page, or fetched with the user's token, which a plain link cannot carry).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
