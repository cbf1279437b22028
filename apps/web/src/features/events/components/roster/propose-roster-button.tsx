import type { RosterAcceptItem } from "@hulppost/shared/roster";
import { CalendarCheck2, CalendarX2, WandSparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../../components/ui/button";
import { Dialog, DialogContent } from "../../../../components/ui/dialog";
import { LoadError } from "../../../../components/ui/load-state";
import { EmptyState } from "../../../../components/ui/page-header";
import { Spinner } from "../../../../components/ui/spinner";
import { isApiError } from "../../../../lib/api-client";
import { useErrorMessage } from "../../../../lib/use-error-message";
import { type RosterScope, useAcceptRoster, useProposeRoster } from "../../api/roster";
import { RosterProposal } from "./roster-proposal";
import { RosterResult } from "./roster-result";

/** While the solver works: a month of events can take seconds. */
function Solving() {
  const { t } = useTranslation("events");
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center" role="status" data-testid="roster-solving">
      <Spinner className="h-7 w-7 text-brand-700" />
      <p className="font-medium text-slate-900">{t("roster.solving")}</p>
      <p className="max-w-sm text-sm text-slate-600">{t("roster.solvingHint")}</p>
    </div>
  );
}

/**
 * "Propose a roster" for an event or a month (decision 051): the button asks the solver, the
 * dialog shows the proposal, the admin accepts all, some or none, and sees what was assigned.
 */
export function ProposeRosterButton({
  orgId,
  scope,
  label,
  hint,
  description,
  className,
  variant = "outline",
  testId,
}: {
  orgId: string;
  scope: RosterScope;
  label: string;
  /** The button's tooltip and accessible name (it begins with the label): which month, say. */
  hint?: string;
  /** Under the dialog's title: the event's name, or the month. */
  description: string;
  className?: string;
  variant?: "outline" | "primary" | "secondary";
  testId: string;
}) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const propose = useProposeRoster(orgId);
  const accept = useAcceptRoster(orgId, {
    onError: (error) => toast.error(t("roster.acceptFailed"), { description: errorMessage(error) }),
  });
  const ask = () => {
    accept.reset();
    propose.mutate(scope);
  };
  const proposal = propose.data?.proposal;
  const nothing =
    proposal &&
    (proposal.stats.status === "nothingToFill" || (proposal.items.length === 0 && proposal.unfilled.length === 0));

  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          setOpen(true);
          ask();
        }}
        title={hint}
        aria-label={hint}
        className={className}
        data-testid={testId}
      >
        <WandSparkles className="h-4 w-4" aria-hidden />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={t("roster.title")}
          description={description}
          // A phone gives the whole screen to the proposal: a month is a long list.
          className="max-w-2xl max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:rounded-none"
          data-testid="roster-dialog"
        >
          {propose.isPending ? (
            <Solving />
          ) : isApiError(propose.error, "EVENT_CLOSED") ? (
            // Cancelled or over since the page was loaded: nothing to fill, asking again will not help.
            <EmptyState icon={<CalendarX2 className="h-10 w-10" />} title={t("roster.closed")} />
          ) : propose.isError ? (
            <LoadError title={t("roster.loadFailed")} error={propose.error} onRetry={ask} />
          ) : !proposal ? null : nothing ? (
            <div data-testid="roster-nothing">
              <EmptyState icon={<CalendarCheck2 className="h-10 w-10" />} title={t("roster.nothing")} />
            </div>
          ) : accept.data ? (
            <RosterResult result={accept.data} items={proposal.items} />
          ) : (
            <RosterProposal
              // A new proposal starts with all of its items ticked again.
              key={propose.submittedAt}
              orgId={orgId}
              proposal={proposal}
              accepting={accept.isPending}
              onAccept={(items: RosterAcceptItem[]) => accept.mutate({ items })}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
