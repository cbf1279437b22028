import { ArrowLeft, ArrowRightLeft, CalendarX2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/page-header";
import { isApiError } from "../../../lib/api-client";
import { useOrganization } from "../../../lib/organization-context";
import { useEventOrganization } from "../api/event-organization";

/** An id that is not (or no longer) an event of this organisation: 404, or 400 for a malformed id. */
export const isMissingEvent = (error: unknown) =>
  isApiError(error) && (error.code === "EVENT_NOT_FOUND" || error.status === 404 || error.status === 400);

/**
 * Says 'Event not found or deleted', or, when the event belongs to another of the person's
 * organisations, that it does, with a button to switch to it.
 */
export function EventNotFound({ backTo, backLabel, eventId }: { backTo: string; backLabel: string; eventId?: string }) {
  const { t } = useTranslation("events");
  // The API's error words (their own namespace) come with the page, so a refusal reads at once.
  useTranslation("errors");
  const { selected, select } = useOrganization();
  const elsewhere = useEventOrganization(eventId);
  const other = elsewhere.data && elsewhere.data.id !== selected?.id ? elsewhere.data : null;
  return (
    <div data-testid="event-not-found">
      <EmptyState
        icon={other ? <ArrowRightLeft className="h-10 w-10" /> : <CalendarX2 className="h-10 w-10" />}
        title={other ? t("notFound.otherOrganization") : t("errors:EVENT_NOT_FOUND")}
        description={
          other ? t("notFound.otherOrganizationDescription", { name: other.displayName }) : t("notFound.description")
        }
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {other && (
              <Button onClick={() => select(other.id)} data-testid="switch-organization">
                <ArrowRightLeft className="h-4 w-4" aria-hidden />
                {t("notFound.switchTo", { name: other.displayName })}
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={backTo}>
                <ArrowLeft className="h-4 w-4" aria-hidden />
                {backLabel}
              </Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}
