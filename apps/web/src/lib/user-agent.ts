/**
 * What a person recognises of a browser from its user agent: "Chrome · Android", and whether it is
 * a phone or tablet. The sessions list and the notification devices name devices with it.
 */
export function describeAgent(agent: string | null | undefined) {
  const ua = agent ?? "";
  const mobile = /Mobile|Android|iPhone|iPad/i.test(ua);
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : null;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iOS/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : null;
  return { mobile, label: [browser, os].filter(Boolean).join(" · ") };
}
