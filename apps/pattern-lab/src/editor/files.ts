// Files in and out of a static page: a download link, and the text of a dropped file.

export function download(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function droppedText(event: DragEvent | { dataTransfer: DataTransfer | null }): Promise<{
  name: string;
  text: string;
} | null> {
  const file = event.dataTransfer?.files[0];
  return file ? { name: file.name, text: await file.text() } : null;
}
