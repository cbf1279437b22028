import { ArrowLeft, CalendarX2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/page-header";
import { isApiError } from "../../../lib/api-client";

/** An id that is not (or no longer) an event of this organisation: 404, or 400 for a malformed id. */
export const isMissingEvent = (error: unknown) =>
  isApiError(error) && (error.code === "EVENT_NOT_FOUND" || error.status === 404 || error.status === 400);

/** Spec §8: 'Event not found or deleted'. */
export function EventNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation("events");
  return (
    <div data-testid="event-not-found">
      <EmptyState
        icon={<CalendarX2 className="h-10 w-10" />}
        title={t("common:errors.EVENT_NOT_FOUND")}
        description={t("notFound.description")}
        action={
          <Button asChild variant="outline">
            <Link to={backTo}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              {backLabel}
            </Link>
          </Button>
        }
      />
    </div>
  );
}
