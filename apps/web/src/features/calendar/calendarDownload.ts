/** Saves text as a file the browser downloads (the .ics exports of the calendar). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
