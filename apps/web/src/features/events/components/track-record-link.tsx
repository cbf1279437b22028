import { History } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { PersonHistoryDialog } from "./person-history-dialog";

/**
 * "Track record" beside a person's name where they are chosen (the assign dialog, the roster
 * proposal, the caregiver detail): opens their track record over whatever dialog it sits in.
 */
export function TrackRecordLink({
  orgId,
  userId,
  name,
  className,
}: {
  orgId: string;
  userId: string;
  name: string;
  className?: string;
}) {
  const { t } = useTranslation("events");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="link"
        size="sm"
        className={cn("gap-1 text-xs font-medium", className)}
        onClick={() => setOpen(true)}
        aria-label={t("trackRecord.openLabel", { name })}
        data-testid={`track-record-link-${userId}`}
      >
        <History className="h-3.5 w-3.5" aria-hidden />
        {t("trackRecord.open")}
      </Button>
      {open && <PersonHistoryDialog orgId={orgId} person={{ userId, name }} onClose={() => setOpen(false)} />}
    </>
  );
}
