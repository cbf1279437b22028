import type { TriageCategory } from "@hulppost/shared/clinical/triage";
import { CASUALTY_PLACES, type IncidentBoardView, TRIAGE_ORDER } from "@hulppost/shared/incidents";
import { useTranslation } from "react-i18next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/cn";
import { CATEGORY_CLASSES, CategoryBadge } from "./category-badge";

/** Four large tiles, one per category, the sickest first: what a post leader reads from across the tent. */
export function CategoryTiles({ counts, large = false }: { counts: IncidentBoardView["counts"]; large?: boolean }) {
  const { t } = useTranslation("incidents");
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="incident-counts">
      {TRIAGE_ORDER.map((category: TriageCategory) => (
        <div
          key={category}
          className={cn("flex flex-col rounded-xl px-4 py-3 shadow-sm", CATEGORY_CLASSES[category])}
          data-testid={`count-${category}`}
        >
          <dt className={cn("font-semibold", large ? "text-xl" : "text-sm")}>{t(`categories.${category}`)}</dt>
          <dd className={cn("font-bold tabular-nums", large ? "text-7xl" : "text-4xl")}>{counts[category]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Counts per category × place: where the casualties are now, as an authority asks for them. */
export function PlaceTable({ board }: { board: IncidentBoardView }) {
  const { t } = useTranslation("incidents");
  const places = CASUALTY_PLACES.filter((place) => TRIAGE_ORDER.some((c) => board.byPlace[place][c] > 0));
  if (!places.length) return null;
  return (
    <div className="min-w-0">
      <Table data-testid="incident-by-place">
        <TableHeader>
          <TableRow>
            <TableHead>{t("counts.byPlace")}</TableHead>
            {TRIAGE_ORDER.map((category) => (
              <TableHead key={category} className="text-center">
                <CategoryBadge category={category} />
              </TableHead>
            ))}
            <TableHead className="text-right">{t("counts.total")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {places.map((place) => {
            const row = board.byPlace[place];
            return (
              <TableRow key={place} data-testid={`place-${place}`}>
                <TableCell className="font-medium">{t(`places.${place}`)}</TableCell>
                {TRIAGE_ORDER.map((category) => (
                  <TableCell key={category} className="text-center tabular-nums">
                    {row[category] || "–"}
                  </TableCell>
                ))}
                <TableCell className="text-right font-semibold tabular-nums">
                  {TRIAGE_ORDER.reduce((sum, category) => sum + row[category], 0)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
