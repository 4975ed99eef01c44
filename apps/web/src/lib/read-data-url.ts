/** Reads a file as a base64 data URL (`data:<type>;base64,…`), the form the API takes files in. */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('File tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}
