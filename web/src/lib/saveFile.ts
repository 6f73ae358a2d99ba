/**
 * Hands a file fetched by script to the browser's downloads, as a link to it would: an object URL clicked once and
 * let go again.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // On the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
