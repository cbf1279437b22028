import { QUALIFICATIONS, type Qualification } from "@hulppost/shared/constants";
import type { EventView, OverlapView } from "@hulppost/shared/events";
import type { StaffingCandidateView } from "@hulppost/shared/staffing/warnings";
import { CalendarX, CircleCheck, Hand, TriangleAlert, UserPlus, UsersRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { NativeSelect } from "../../../components/ui/input";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { EmptyState } from "../../../components/ui/page-header";
import { SearchInput } from "../../../components/ui/search-input";
import { isApiError } from "../../../lib/api-client";
import { useEventFormat } from "../../../lib/event-dates";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useAssignCaregiver, useCandidates } from "../api/assignments";
import { QualificationTags, qualificationsOf } from "./qualification-tags";
import { RuleWarnings } from "./rule-warnings";
import { TrackRecordLink } from "./track-record-link";

/** "Name (start)" per clashing event; another organisation's event is only "elsewhere" (no name is shared). */
function useOverlapList() {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  return (overlaps: OverlapView[]) =>
    overlaps.map((o) => `${o.name ?? t("assign.otherOrganization")} (${format.instant(o.startsAt)})`).join(", ");
}

/** Assigning, shared by the candidate list and the Interest tab: toasts for the outcome and any clash. */
export function useAssign(orgId: string, eventId: string) {
  const { t } = useTranslation("events");
  const errorMessage = useErrorMessage();
  const overlapList = useOverlapList();
  return useAssignCaregiver(orgId, eventId, {
    onSuccess: (result, input) => {
      // A repeat of this admin's own click that was already done: nothing new to say.
      if (!result) return;
      toast.success(t("toasts.assigned", { name: input.name }), {
        description: t(`common:qualifications.${result.assignment.qualification}`),
      });
      // Working two events at once is allowed (a short race and a fair), but the admin should know.
      if (result.overlapping.length > 0) {
        toast.warning(t("toasts.overlap", { name: input.name }), {
          description: overlapList(result.overlapping),
        });
      }
    },
    onError: (error, input) => {
      const description =
        isApiError(error) && error.fields?.qualification ? t("validation:notQualified") : errorMessage(error);
      toast.error(t("toasts.assignFailed", { name: input.name }), { description });
    },
  });
}

/**
 * An absence over the event's time, or the month's cap reached: a warning, not a refusal, since the
 * admin decides (decision 048). The list is an admin's, so the absence's reason is shown.
 */
function AvailabilityWarnings({ candidate }: { candidate: StaffingCandidateView }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const full = candidate.maxEventsPerMonth !== null && candidate.eventsThisMonth >= candidate.maxEventsPerMonth;
  return (
    <>
      {candidate.unavailable.map((absence) => (
        <p
          key={absence.startsAt}
          className="mt-1.5 flex items-start gap-1 text-xs font-medium text-amber-800"
          data-testid="unavailable-warning"
        >
          <CalendarX className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
          {t(absence.reason ? "assign.unavailableBecause" : "assign.unavailable", {
            from: format.instant(absence.startsAt),
            to: format.instant(absence.endsAt),
            reason: absence.reason,
          })}
        </p>
      ))}
      {full && (
        <p className="mt-1.5 flex items-start gap-1 text-xs font-medium text-amber-800" data-testid="month-cap-warning">
          <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
          {t("assign.monthCap", { count: candidate.eventsThisMonth, max: candidate.maxEventsPerMonth })}
        </p>
      )}
    </>
  );
}

function CandidateRow({
  orgId,
  candidate,
  pending,
  onAssign,
}: {
  orgId: string;
  candidate: StaffingCandidateView;
  pending: boolean;
  onAssign: () => void;
}) {
  const { t } = useTranslation("events");
  const overlapList = useOverlapList();
  return (
    <li className="flex items-center gap-3 py-3" data-testid={`candidate-${candidate.userId}`}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {candidate.firstName} {candidate.lastName}
          {candidate.interested && (
            <Badge tone="brand">
              <Hand className="h-3 w-3" aria-hidden />
              {t("assign.interested")}
            </Badge>
          )}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3">
          <QualificationTags qualifications={qualificationsOf(candidate)} />
          {/* Where the choice is made: their hours, no-shows and raised hands (decision 050). */}
          <TrackRecordLink
            orgId={orgId}
            userId={candidate.userId}
            name={`${candidate.firstName} ${candidate.lastName}`}
          />
        </div>
        {candidate.overlapping.length > 0 && (
          <p className="mt-1.5 flex items-start gap-1 text-xs font-medium text-amber-800" data-testid="overlap-warning">
            <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
            {t("assign.overlap", {
              events: overlapList(candidate.overlapping),
            })}
          </p>
        )}
        <AvailabilityWarnings candidate={candidate} />
        <RuleWarnings candidate={candidate} />
      </div>
      {candidate.assigned ? (
        <Badge tone="green" className="shrink-0">
          <CircleCheck className="h-3.5 w-3.5" aria-hidden />
          {t("assign.assigned")}
        </Badge>
      ) : (
        <Button
          size="sm"
          variant={candidate.interested ? "primary" : "outline"}
          onClick={onAssign}
          loading={pending}
          data-testid={`assign-${candidate.userId}`}
          className="shrink-0"
        >
          <UserPlus className="h-4 w-4" aria-hidden />
          {t("assign.assign")}
        </Button>
      )}
    </li>
  );
}

/** Candidates for a post, those who raised a hand first, with a warning when they work elsewhere then. */
export function AssignDialog({
  orgId,
  event,
  initialQualification,
  open,
  onOpenChange,
}: {
  orgId: string;
  event: EventView;
  initialQualification: Qualification | "";
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("events");
  const [qualification, setQualification] = useState<Qualification | "">(initialQualification);
  const [search, setSearch] = useState("");
  const candidates = useCandidates(orgId, event.id, qualification, { enabled: open });
  const assign = useAssign(orgId, event.id);
  const needle = search.trim().toLowerCase();
  const list = (candidates.data ?? []).filter(
    (c) => !needle || `${c.firstName} ${c.lastName}`.toLowerCase().includes(needle),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("assign.title")}
        description={event.name}
        className="max-w-xl"
        data-testid="candidates-dialog"
      >
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <SearchInput
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("assign.searchPlaceholder")}
            aria-label={t("assign.search")}
            data-testid="candidate-search"
          />
          <NativeSelect
            value={qualification}
            onChange={(e) => setQualification(e.target.value as Qualification | "")}
            aria-label={t("assign.post")}
            data-testid="candidate-qualification"
          >
            <option value="">{t("assign.anyPost")}</option>
            {QUALIFICATIONS.map((q) => (
              <option key={q} value={q}>
                {t(`common:qualifications.${q}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {qualification
            ? t("assign.postHint", { post: t(`common:qualifications.${qualification}`) })
            : t("assign.anyPostHint")}
        </p>
        {candidates.isPending ? (
          <Loading />
        ) : candidates.isError ? (
          <div className="mt-4">
            <LoadError
              title={t("errors.loadCandidates")}
              error={candidates.error}
              onRetry={() => candidates.refetch()}
            />
          </div>
        ) : list.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={<UsersRound className="h-10 w-10" />} title={t("assign.noCandidates")} />
          </div>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100" data-testid="candidate-list">
            {list.map((candidate) => (
              <CandidateRow
                key={candidate.userId}
                orgId={orgId}
                candidate={candidate}
                pending={assign.isPending && assign.variables?.userId === candidate.userId}
                onAssign={() =>
                  assign.mutate({
                    userId: candidate.userId,
                    name: `${candidate.firstName} ${candidate.lastName}`,
                    qualification: qualification || undefined,
                  })
                }
              />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
