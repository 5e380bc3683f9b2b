/** Hands bytes to the browser as a file download (a link click on an object URL). */
export function saveFile(name: string, bytes: Uint8Array, mime: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mime }));
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
