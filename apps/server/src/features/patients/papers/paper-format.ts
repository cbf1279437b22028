import type { Language } from "@hulppost/shared/constants";
import { formatPhone } from "@hulppost/shared/field-formats";
import type { VitalSignsView } from "@hulppost/shared/vital-signs";
import { DELETED_USER } from "../patient-views";
import type { PatientPaperWords } from "./patient-paper.messages";

/** Puts values into a sentence: `fill("{n} jaar", { n: 34 })`. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Dates and times as the post's clock showed them (the event's time zone), in the paper's language. */
export function paperClock(language: Language, timeZone: string) {
  // English as a European post writes it: day first, and a 24-hour clock in every language.
  const locale = language === "en" ? "en-GB" : language;
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: "short",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone,
  });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const day = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", timeZone });
  const longDate = new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  });
  const plainDate = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const at = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);
  return {
    language,
    dateTime: (value: Date | string) => dateTime.format(at(value)),
    time: (value: Date | string) => time.format(at(value)),
    /** "21/06 14:32": short enough for a table cell, with the day for stays past midnight. */
    dayTime: (value: Date | string) => `${day.format(at(value))} ${time.format(at(value))}`,
    longDate: (value: Date | string) => longDate.format(at(value)),
    /** A calendar date (YYYY-MM-DD) written out, read at noon so no time zone moves it a day. */
    calendarDate: (value: string) => longDate.format(new Date(`${value}T12:00:00Z`)),
    /** A birth date: no weekday, and read in UTC so it stays the day it was typed. */
    birthDate: (value: string) => plainDate.format(new Date(`${value}T12:00:00Z`)),
    number: (value: number) => number.format(value),
  };
}
export type PaperClock = ReturnType<typeof paperClock>;

export function personName(ref: { name: string } | null, words: PatientPaperWords): string {
  if (!ref) return words.none;
  return ref.name === DELETED_USER ? words.deletedUser : ref.name;
}

export function patientName(p: { firstName: string | null; lastName: string | null }): string | null {
  const name = `${p.firstName ?? ""} ${p.lastName ?? ""}`.trim();
  return name || null;
}

export function phone(value: string | null): string | null {
  return value ? formatPhone(value) || value : null;
}

/** The cells of one measurement, each "" when not measured, in the table's order. */
export function vitalCells(v: VitalSignsView, clock: PaperClock, words: PatientPaperWords) {
  const num = (value: number | null) => (value === null ? "" : clock.number(value));
  const bp = v.systolic === null ? "" : v.diastolic === null ? `${v.systolic}/–` : `${v.systolic}/${v.diastolic}`;
  const spo2 = v.spo2 === null ? "" : `${v.spo2} %${v.onOxygen ? ` ${words.oxygen}` : ""}`;
  return {
    bp,
    heartRate: num(v.heartRate),
    respiratoryRate: num(v.respiratoryRate),
    spo2,
    temperature: num(v.temperature),
    // The ACVPU letter: what the chart and the crews use; the legend is the column's name.
    consciousness: v.consciousness ? (v.consciousness[0] ?? "").toUpperCase() : "",
    pain: num(v.pain),
    glucose: num(v.glucose),
    news2: v.news2.total === null ? "–" : String(v.news2.total),
  };
}

/** The colour of a NEWS2 risk band, matching the patient pages (green, amber, orange, red). */
export const RISK_COLORS: Record<string, string> = {
  low: "#15803d",
  low_medium: "#b45309",
  medium: "#c2410c",
  high: "#b91c1c",
};

/** A safe piece of a file name: letters and digits, the rest one dash. */
export const fileSafe = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
