import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@hulppost/shared/constants";
import { MAIL_MESSAGES, type MailTemplateName } from "./messages";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  template: MailTemplateName;
  language: string | null | undefined;
  params?: Record<string, string>;
  /** Where the mail's button leads. */
  actionUrl?: string;
  /** A block of the sender's own words (a contact message), shown as plain text. */
  quote?: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

/** Puts `{{key}}` parameters into a message text (mails and text messages). */
export const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? "");

export function mailLanguage(language: string | null | undefined): Language {
  return LANGUAGES.includes(language as Language) ? (language as Language) : DEFAULT_LANGUAGE;
}

/** Builds the plain-text and HTML bodies of a mail in the recipient's language. */
export function renderMail(content: MailContent): RenderedMail {
  const words = MAIL_MESSAGES[mailLanguage(content.language)];
  const texts = words.templates[content.template];
  const params = content.params ?? {};
  const safe = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, escapeHtml(v)]));
  const subject = fill(texts.subject, params);
  const greeting = params.name ? fill(words.greeting, params) : null;

  const textParts = [greeting, fill(texts.intro, params)];
  if (content.quote) textParts.push(content.quote);
  if (content.actionUrl && texts.action) textParts.push(`${fill(texts.action, params)}: ${content.actionUrl}`);
  if (texts.outro) textParts.push(fill(texts.outro, params));
  textParts.push(`— ${words.signature}`);

  const url = content.actionUrl ? escapeHtml(content.actionUrl) : null;
  const html = `<!doctype html><html lang="${mailLanguage(content.language)}"><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#4338ca;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">Hulppost</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${greeting ? `<p>${fill(words.greeting, safe)}</p>` : ""}
<p>${fill(texts.intro, safe)}</p>
${content.quote ? `<blockquote style="margin:16px 0;padding:12px 16px;background:#f4f6f8;border-left:4px solid #4338ca;white-space:pre-wrap">${escapeHtml(content.quote)}</blockquote>` : ""}
${url && texts.action ? `<p style="margin:24px 0"><a href="${url}" style="background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${fill(texts.action, safe)}</a></p><p style="font-size:13px;color:#52606d">${escapeHtml(words.linkHint)}<br><a href="${url}" style="color:#4338ca;word-break:break-all">${url}</a></p>` : ""}
${texts.outro ? `<p style="font-size:13px;color:#52606d">${fill(texts.outro, safe)}</p>` : ""}
<p>${escapeHtml(words.signature)}</p>
</td></tr></table></td></tr></table></body></html>`;

  return { subject, text: textParts.filter(Boolean).join("\n\n"), html };
}
