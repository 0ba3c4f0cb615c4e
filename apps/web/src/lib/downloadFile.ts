/** Saves bytes as a file the browser downloads (the calendar's .ics, a list's .xlsx export). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go on the next task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
