/**
 * Saves a Blob the app holds (a room image fetched with the bearer token) as a file: an
 * <a download> of a short-lived object URL, clicked once. Where the browser ignores `download`
 * (some in-app webviews), it opens the picture instead, from where it can be kept.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Later: the browser reads the URL after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
