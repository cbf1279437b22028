import type { RosterAcceptItem, RosterProposalView } from "@hulppost/shared/roster";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../../components/ui/alert";
import { Button } from "../../../../components/ui/button";
import { Checkbox } from "../../../../components/ui/checkbox";
import { DialogClose } from "../../../../components/ui/dialog";
import { useEventFormat } from "../../../../lib/event-dates";
import { RosterEventGroup } from "./roster-event-group";
import { acceptItem, groupByEvent, itemKey } from "./roster-groups";

/** Filled of places, the events, how long the solver took: what the admin weighs the proposal by. */
function RosterStats({ stats }: { stats: RosterProposalView["proposal"]["stats"] }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const figures = [
    { key: "filled", value: `${stats.filled}/${stats.places}`, label: t("roster.stats.filled") },
    { key: "events", value: String(stats.events), label: t("roster.stats.events", { count: stats.events }) },
    {
      key: "time",
      value:
        stats.solveMs < 1000
          ? t("roster.stats.milliseconds", { ms: Math.round(stats.solveMs) })
          : t("roster.stats.seconds", { seconds: format.number(stats.solveMs / 1000) }),
      label: t("roster.stats.time"),
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2" data-testid="roster-stats">
      {figures.map((figure) => (
        <div key={figure.key} className="min-w-0 rounded-lg bg-slate-50 px-2 py-2 sm:px-3">
          <dt className="text-xs leading-tight break-words text-slate-600">{figure.label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={`roster-stat-${figure.key}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The proposal with a box per person, per event and for all, everything ticked at first; the admin
 * accepts all, the ticked ones, or nothing (decision 051: nothing is assigned without this).
 */
export function RosterProposal({
  orgId,
  proposal,
  accepting,
  onAccept,
}: {
  orgId: string;
  proposal: RosterProposalView["proposal"];
  accepting: boolean;
  onAccept: (items: RosterAcceptItem[]) => void;
}) {
  const { t } = useTranslation("events");
  const groups = groupByEvent(proposal.items, proposal.unfilled);
  const all = proposal.items.map(itemKey);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(all));
  const [asked, setAsked] = useState<"all" | "selection">("all");
  const toggle = (keys: string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (checked) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const ticked = proposal.items.filter((item) => selected.has(itemKey(item)));
  const allState = ticked.length === 0 ? false : ticked.length === all.length ? true : "indeterminate";
  const accept = (which: "all" | "selection") => {
    setAsked(which);
    onAccept((which === "all" ? proposal.items : ticked).map(acceptItem));
  };
  const open = proposal.unfilled.reduce((sum, place) => sum + place.count, 0);

  return (
    <div className="flex flex-col gap-4" data-testid="roster-proposal">
      <RosterStats stats={proposal.stats} />
      {proposal.stats.status === "timeLimit" && (
        <Alert tone="warning" title={t("roster.timeLimit")} data-testid="roster-time-limit" />
      )}
      <p className="text-sm text-slate-600">
        {proposal.items.length === 0
          ? t("roster.nobodyFits")
          : open > 0
            ? t("roster.introOpen", { count: open })
            : t("roster.intro")}
      </p>
      <div className="flex flex-col gap-3">
        {groups.map((group) => (
          <RosterEventGroup key={group.eventId} orgId={orgId} group={group} selected={selected} onToggle={toggle} />
        ))}
      </div>
      {/* Stays in view under a long month: the choice is always one tap away. */}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-col gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 items-center justify-between gap-3 sm:flex-1">
          {all.length > 0 && (
            <label htmlFor="roster-check-all" className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <span className="-m-3 flex shrink-0 p-3 sm:m-0 sm:p-0">
                <Checkbox
                  id="roster-check-all"
                  checked={allState}
                  onCheckedChange={() => toggle(all, allState !== true)}
                  data-testid="roster-check-all"
                />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-slate-900">{t("roster.selectAll")}</span>
                <span className="text-xs text-slate-500 tabular-nums" data-testid="roster-selected-count">
                  {t("roster.selected", { count: ticked.length, total: all.length })}
                </span>
              </span>
            </label>
          )}
          <DialogClose asChild>
            <Button variant="ghost" size="sm" className="ml-auto" data-testid="roster-none">
              {t("roster.none")}
            </Button>
          </DialogClose>
        </div>
        {all.length > 0 && (
          // Two beside each other on a phone: a longer French or Spanish label wraps inside its button.
          <div className="grid grid-cols-2 gap-2 sm:flex [&>button]:max-sm:h-auto [&>button]:max-sm:min-h-11 [&>button]:max-sm:py-2 [&>button]:max-sm:whitespace-normal">
            <Button
              variant="outline"
              onClick={() => accept("selection")}
              disabled={ticked.length === 0 || (accepting && asked === "all")}
              loading={accepting && asked === "selection"}
              data-testid="roster-accept-selection"
            >
              {t("roster.acceptSelection")}
            </Button>
            <Button
              onClick={() => accept("all")}
              disabled={accepting && asked === "selection"}
              loading={accepting && asked === "all"}
              data-testid="roster-accept-all"
            >
              {t("roster.acceptAll")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
