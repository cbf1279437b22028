import type { EventDetailView } from "@hulppost/shared/events";
import { CircleCheck, Hand, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/page-header";
import { useEventFormat } from "../../../lib/event-dates";
import { useAssign } from "./assign-dialog";
import { QualificationTags, qualificationsOf } from "./qualification-tags";

/** Who raised a hand and when, oldest first, with Assign right there. */
export function EventInterestTab({ orgId, event }: { orgId: string; event: EventDetailView }) {
  const { t } = useTranslation("events");
  const format = useEventFormat();
  const assign = useAssign(orgId, event.id);
  if (event.interests.length === 0) {
    return (
      <div data-testid="event-interest">
        <EmptyState
          icon={<Hand className="h-10 w-10" />}
          title={t("interest.emptyTitle")}
          description={t("interest.emptyDescription")}
        />
      </div>
    );
  }
  return (
    <Card data-testid="event-interest">
      <ul className="divide-y divide-slate-100">
        {event.interests.map((interest) => {
          const name = `${interest.firstName} ${interest.lastName}`;
          return (
            <li
              key={interest.userId}
              className="flex items-center gap-3 p-4"
              data-testid={`interested-${interest.userId}`}
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{name}</p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <QualificationTags qualifications={qualificationsOf(interest)} />
                  <time
                    dateTime={interest.createdAt}
                    title={format.instant(interest.createdAt)}
                    className="text-xs text-slate-500"
                  >
                    {t("interest.raised", { when: format.relative(interest.createdAt) })}
                  </time>
                </div>
              </div>
              {interest.assigned ? (
                <Badge tone="green" className="shrink-0">
                  <CircleCheck className="h-3.5 w-3.5" aria-hidden />
                  {t("assign.assigned")}
                </Badge>
              ) : (
                <Button
                  size="sm"
                  className="shrink-0"
                  onClick={() => assign.mutate({ userId: interest.userId, name })}
                  loading={assign.isPending && assign.variables?.userId === interest.userId}
                  disabled={event.cancelled}
                  data-testid={`interested-assign-${interest.userId}`}
                >
                  <UserPlus className="h-4 w-4" aria-hidden />
                  {t("assign.assign")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
