import type { TriageCategory } from "@hulppost/shared/clinical/triage";
import type { IncidentBoardView } from "@hulppost/shared/incidents";
import { UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LabelledMarker } from "../../../components/map/labelled-marker";

/** The triage colours on the map's bubbles, with a border that stands out on a site plan. */
const TONES: Record<TriageCategory, string> = {
  T1: "border-red-800 bg-red-600 text-white",
  T2: "border-yellow-700 bg-yellow-400 text-slate-950",
  T3: "border-emerald-800 bg-emerald-600 text-white",
  dead: "border-slate-500 bg-slate-950 text-white",
};

/**
 * The casualties of an incident on the event's site map, where each was triaged (the phone's
 * position, when the person allowed it): the category's colour and words, and the label's code.
 * React-leaflet, so it loads with the map's lazy chunk only.
 */
export function CasualtiesLayer({ casualties }: { casualties: IncidentBoardView["casualties"] }) {
  const { t } = useTranslation("incidents");
  return (
    <>
      {casualties.map((casualty) =>
        casualty.latitude === null || casualty.longitude === null ? null : (
          <LabelledMarker
            key={casualty.id}
            position={[casualty.latitude, casualty.longitude]}
            icon={UserRound}
            tone={TONES[casualty.category]}
            label={`${t(`short.${casualty.category}`)} · ${casualty.tagCode ?? t("list.noTag")}`}
            testId={`casualty-marker-${casualty.tagCode ?? casualty.id}`}
          />
        ),
      )}
    </>
  );
}
