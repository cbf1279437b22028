import type { HandoverView } from "@hulppost/shared/papers";
import { MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePatientTime } from "../patient-format";
import { HandoverSigns } from "./handover-signs";

/** A date never breaks at its hyphens ("23-11-" on one line, "2026" on the next). */
const unbroken = (text: string) => text.replace(/-/g, "\u2011");

function Block({ letter, title, children }: { letter: string; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 break-inside-avoid" aria-label={title}>
      <span
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-700 text-xl font-bold text-white"
        aria-hidden
      >
        {letter}
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-bold tracking-wide text-brand-800 uppercase">{title}</h2>
        <div className="mt-0.5 text-lg leading-snug text-slate-900">{children}</div>
      </div>
    </section>
  );
}

/** The ATMIST sheet (clinical.md) in the order crews expect, large enough to read from a phone. */
export function HandoverSheet({ sheet }: { sheet: HandoverView }) {
  const { t } = useTranslation("patients");
  const times = usePatientTime();
  const none = t("papers.none");
  const d = sheet.destination;
  const gcs = sheet.signs.gcs;
  const age = sheet.age.years === null ? none : t("list.age", { count: sheet.age.years });
  return (
    <div className="flex flex-col gap-5">
      {d && (
        <div className="rounded-lg bg-brand-50 p-3 ring-1 ring-brand-200" data-testid="handover-destination">
          <p className="text-sm font-medium text-brand-800">
            {t("papers.destination")}
            {d.fromEvent ? ` · ${t("papers.nearestHospital")}` : ""}
          </p>
          <p className="text-xl font-bold text-brand-900">{d.name}</p>
          {d.address && (
            <p className="mt-1 flex items-start gap-1.5 text-base text-brand-900">
              <MapPin className="mt-1 h-4 w-4 shrink-0" aria-hidden />
              {d.address}
            </p>
          )}
          {d.emergencyPhone && (
            <a
              href={`tel:${d.emergencyPhone.replace(/\s/g, "")}`}
              className="mt-1 inline-flex items-center gap-1.5 text-lg font-semibold text-brand-900 underline"
            >
              <Phone className="h-4 w-4" aria-hidden />
              {d.emergencyPhone}
            </a>
          )}
        </div>
      )}
      {/* Allergies and medication always: "none known" is information a crew needs too. */}
      <dl className="grid gap-1 text-base" data-testid="handover-alerts">
        {(["allergies", "medication", "medicalHistory"] as const).map((field) =>
          sheet[field] || field !== "medicalHistory" ? (
            <div key={field} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-slate-700">{t(`fields.${field}`)}:</dt>
              <dd className={sheet[field] ? "font-semibold text-red-800" : "text-slate-600"}>
                {sheet[field] || t("papers.noneKnown")}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <Block letter="A" title={t("papers.atmist.age")}>
        {[sheet.age.estimated ? `${age} (${t("papers.estimated")})` : age, sheet.sex ? t(`sex.${sheet.sex}`) : null]
          .filter(Boolean)
          .join(" · ")}
      </Block>
      <Block letter="T" title={t("papers.atmist.time")}>
        <p>{t("papers.arrivedAt", { time: unbroken(times.dateTime(sheet.time.arrivedAt)) })}</p>
        {sheet.status !== "under_treatment" && (
          <p>
            {t("papers.statusSince", {
              status: t(`status.${sheet.status}`),
              time: times.time(sheet.time.statusChangedAt),
            })}
          </p>
        )}
      </Block>
      <Block letter="M" title={t("papers.atmist.mechanism")}>
        <p className="whitespace-pre-wrap">{sheet.mechanism ?? none}</p>
      </Block>
      <Block letter="I" title={t("papers.atmist.injuries")}>
        {sheet.injuries.complaint && <p className="whitespace-pre-wrap">{sheet.injuries.complaint}</p>}
        {sheet.injuries.injury && <p className="whitespace-pre-wrap">{sheet.injuries.injury}</p>}
        {sheet.injuries.bodyParts.length > 0 && (
          <p className="text-base text-slate-700">
            {sheet.injuries.bodyParts.map((part) => t(`bodyMap.parts.${part}`)).join(", ")}
          </p>
        )}
        {!sheet.injuries.complaint && !sheet.injuries.injury && sheet.injuries.bodyParts.length === 0 && none}
      </Block>
      <Block letter="S" title={t("papers.atmist.signs")}>
        <div className="flex flex-col gap-3">
          {(gcs.total !== null || sheet.signs.pain !== null) && (
            <p>
              {[
                gcs.total !== null && gcs.band
                  ? `${t("gcs.total", { total: gcs.total })} (${t(`gcs.band.${gcs.band}`)}) · E${gcs.eye} V${gcs.verbal} M${gcs.motor}`
                  : null,
                sheet.signs.pain !== null ? `${t("vitals.short.pain")} ${sheet.signs.pain}/10` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          )}
          {sheet.signs.latest ? (
            <div className="grid gap-3 lg:grid-cols-2">
              <HandoverSigns label={t("papers.latest")} vitals={sheet.signs.latest} />
              {sheet.signs.first && <HandoverSigns label={t("papers.first")} vitals={sheet.signs.first} />}
            </div>
          ) : (
            <p className="text-base text-slate-600">{t("vitals.none")}</p>
          )}
          {sheet.signs.news2Warnings.map((warning) => (
            <p key={warning} className="text-sm text-amber-800">
              {t(`news2.warning.${warning}`)}
            </p>
          ))}
        </div>
      </Block>
      <Block letter="T" title={t("papers.atmist.treatment")}>
        {sheet.treatment.templateName && (
          <p className="text-base text-slate-700">{t("papers.template", { name: sheet.treatment.templateName })}</p>
        )}
        <p className="whitespace-pre-wrap">{sheet.treatment.text ?? none}</p>
      </Block>
    </div>
  );
}
