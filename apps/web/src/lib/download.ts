import type { Language } from "@hulppost/shared/constants";

/**
 * A paper's address in a language (only nl, en, es, fr; the server refuses others): the paper is
 * written and its file named in it. Without one the server takes the organisation's report language.
 */
export function inLanguage(url: string, language?: Language): string {
  if (!language) return url;
  return `${url}${url.includes("?") ? "&" : "?"}lang=${encodeURIComponent(language)}`;
}

/**
 * Downloads a file the API makes (a PDF, an export) under the name the server gives it. Fetched
 * rather than linked, so a failure can show a translated toast instead of a broken download.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`download ${response.status}`);
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition") ?? "";
  const utf8 = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  const name = utf8 ? decodeURIComponent(utf8) : (disposition.match(/filename="([^"]+)"/)?.[1] ?? fallbackName);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
