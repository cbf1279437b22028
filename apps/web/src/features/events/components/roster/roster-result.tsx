import type { RosterAcceptView, RosterItemView } from "@hulppost/shared/roster";
import { CircleCheck, CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../components/ui/badge";
import { Button } from "../../../../components/ui/button";
import { DialogClose, DialogFooter } from "../../../../components/ui/dialog";
import { QUALIFICATION_TONES } from "../qualification-tags";
import { itemKey } from "./roster-groups";

/**
 * What the accept did: who is now assigned, per event, and who was refused and why (the state may
 * have changed since the proposal: someone else filled the post, the person was assigned elsewhere).
 */
export function RosterResult({ result, items }: { result: RosterAcceptView; items: RosterItemView[] }) {
  const { t } = useTranslation("events");
  const byKey = new Map(items.map((item) => [itemKey(item), item]));
  const perEvent = new Map<string, RosterItemView[]>();
  for (const done of result.assigned) {
    const item = byKey.get(itemKey(done));
    if (item) perEvent.set(item.eventId, [...(perEvent.get(item.eventId) ?? []), item]);
  }
  return (
    <div className="flex flex-col gap-4" data-testid="roster-result">
      <section aria-labelledby="roster-assigned">
        <h3
          id="roster-assigned"
          className="flex items-center gap-2 font-semibold text-emerald-800"
          data-testid="roster-assigned-count"
        >
          <CircleCheck className="h-5 w-5" aria-hidden />
          {t("roster.result.assigned", { count: result.assigned.length })}
        </h3>
        <div className="mt-2 flex flex-col gap-3" data-testid="roster-assigned">
          {[...perEvent.values()].map((people) => (
            <div key={people[0]?.eventId}>
              <p className="text-sm font-medium text-slate-900">{people[0]?.eventName}</p>
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {people.map((person) => (
                  <li key={person.userId}>
                    <Badge tone={QUALIFICATION_TONES[person.qualification]}>
                      {person.name}
                      <span className="sr-only">, {t(`common:qualifications.${person.qualification}`)}</span>
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      {result.refused.length > 0 && (
        <section aria-labelledby="roster-refused">
          <h3 id="roster-refused" className="flex items-center gap-2 font-semibold text-red-800">
            <CircleX className="h-5 w-5" aria-hidden />
            {t("roster.result.refused", { count: result.refused.length })}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t("roster.result.refusedHint")}</p>
          <ul className="mt-1 divide-y divide-slate-100" data-testid="roster-refused">
            {result.refused.map((refusal) => {
              const item = byKey.get(itemKey(refusal));
              return (
                <li key={itemKey(refusal)} className="py-2">
                  <p className="text-sm font-medium text-slate-900">{item?.name}</p>
                  <p className="text-xs text-slate-600">
                    {item?.eventName} · <span className="text-red-800">{t(`roster.refusals.${refusal.reason}`)}</span>
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <DialogFooter className="mt-1">
        <DialogClose asChild>
          <Button data-testid="roster-done">{t("common:actions.close")}</Button>
        </DialogClose>
      </DialogFooter>
    </div>
  );
}
