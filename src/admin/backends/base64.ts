/**
 * Base64 both ways, as GitHub's API and the local endpoint carry file bytes in JSON. In pieces, so a photo of
 * several megabytes never becomes one call with millions of arguments (which a browser refuses).
 */

const PIECE = 0x8000;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += PIECE) binary += String.fromCharCode(...bytes.subarray(start, start + PIECE));
  return btoa(binary);
}

/** The bytes of base64 text, ignoring the line breaks GitHub puts in it. */
function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64.replace(/\s+/g, ""));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export const textToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));

export const base64ToText = (base64: string) => new TextDecoder().decode(base64ToBytes(base64));

export const blobToBase64 = async (blob: Blob) => bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
