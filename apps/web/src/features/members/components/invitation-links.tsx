import type { InvitationView } from "@hulppost/shared/invitations";
import { Ban, Copy, Link2, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { copyText } from "../../../lib/clipboard";
import { useFormat } from "../../../lib/format";
import { useErrorMessage } from "../../../lib/use-error-message";
import { useDeactivateInvitation } from "../api/deactivate-invitation";
import { useInvitationList } from "../api/list-invitations";
import { CreateInvitationDialog } from "./create-invitation-dialog";

/** The address a caregiver opens to join; it works on whichever host serves the app. */
const invitationLink = (code: string) => `${window.location.origin}/accept-invitation/${code}`;

const STATE_TONES = { valid: "green", expired: "amber", used_up: "neutral", inactive: "neutral" } as const;

function useCopyLink() {
  const { t } = useTranslation("caregivers");
  return async (code: string) => {
    if (await copyText(invitationLink(code))) toast.success(t("invitations.copied"));
    else toast.error(t("invitations.copyFailed"));
  };
}

function InvitationRow({ orgId, invitation }: { orgId: string; invitation: InvitationView }) {
  const { t } = useTranslation("caregivers");
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const copy = useCopyLink();
  const deactivate = useDeactivateInvitation(orgId, {
    onSuccess: () => {
      toast.success(t("invitations.deactivated"));
    },
    onError: (error) => toast.error(t("invitations.deactivateFailed"), { description: errorMessage(error) }),
  });
  const valid = invitation.state === "valid";
  const expired = new Date(invitation.expiresAt).getTime() < Date.now();
  return (
    <li className="flex flex-col gap-3 py-3.5 sm:flex-row sm:items-center" data-testid="invitation-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={STATE_TONES[invitation.state]} data-testid="invitation-state">
            {t(`invitations.states.${invitation.state}`)}
          </Badge>
          <Badge tone={invitation.role === "admin" ? "brand" : "neutral"}>{t(`common:roles.${invitation.role}`)}</Badge>
          <span className="text-sm font-medium text-slate-800" data-testid="invitation-uses">
            {invitation.maxUses === null
              ? t("invitations.usesUnlimited", { count: invitation.uses })
              : t("invitations.uses", { uses: invitation.uses, max: invitation.maxUses })}
          </span>
        </div>
        <p
          className={
            valid
              ? "mt-1.5 truncate font-mono text-xs text-slate-600"
              : "mt-1.5 truncate font-mono text-xs text-slate-400 line-through"
          }
          data-testid="invitation-link"
        >
          {invitationLink(invitation.code)}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          {t(expired ? "invitations.expiredOn" : "invitations.expiresOn", {
            date: format.dateTime(invitation.expiresAt),
          })}
          {" · "}
          {t("invitations.createdBy", {
            name: invitation.createdByName ?? t("invitations.unknownCreator"),
            date: format.date(invitation.createdAt),
          })}
        </p>
      </div>
      {valid && (
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={() => copy(invitation.code)} data-testid="invitation-copy">
            <Copy className="h-4 w-4" aria-hidden />
            {t("invitations.copy")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={() => deactivate.mutate(invitation.id)}
            loading={deactivate.isPending}
            data-testid="invitation-deactivate"
          >
            <Ban className="h-4 w-4" aria-hidden />
            {t("invitations.deactivate")}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The organisation's invitation links: make one, copy it, switch it off. Valid links come first. */
export function InvitationLinks({ orgId }: { orgId: string }) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  const copy = useCopyLink();
  const [createOpen, setCreateOpen] = useState(false);
  const invitations = useInvitationList(orgId);
  const list = [...(invitations.data ?? [])].sort(
    (a, b) => Number(b.state === "valid") - Number(a.state === "valid") || b.createdAt.localeCompare(a.createdAt),
  );

  return (
    <div className="flex flex-col gap-2" data-testid="invitation-links">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t("invitations.description")}</p>
        <Button
          onClick={() => setCreateOpen(true)}
          data-testid="invite-create-open"
          className="self-start sm:self-auto"
        >
          <Plus className="h-4 w-4" aria-hidden />
          {t("invitations.new")}
        </Button>
      </div>
      {invitations.isPending ? (
        <div className="flex justify-center py-8" role="status">
          <Spinner className="text-brand-700" />
          <span className="sr-only">{t("common:loading")}</span>
        </div>
      ) : invitations.isError ? (
        <p className="py-4 text-sm text-slate-700">{errorMessage(invitations.error)}</p>
      ) : list.length === 0 ? (
        <div className="mt-2">
          <EmptyState
            icon={<Link2 className="h-8 w-8" />}
            title={t("invitations.empty")}
            description={t("invitations.emptyHint")}
          />
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {list.map((invitation) => (
            <InvitationRow key={invitation.id} orgId={orgId} invitation={invitation} />
          ))}
        </ul>
      )}
      <CreateInvitationDialog
        orgId={orgId}
        open={createOpen}
        onOpenChange={setCreateOpen}
        onCreated={(created) =>
          toast.success(t("invitations.created"), {
            description: t("invitations.createdHint"),
            action: { label: t("invitations.copy"), onClick: () => void copy(created.code) },
          })
        }
      />
    </div>
  );
}

/** The caregivers page keeps its list in view and opens the links in a dialog. */
export function InvitationLinksButton({ orgId }: { orgId: string }) {
  const { t } = useTranslation("caregivers");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="invitations-open">
        <Link2 className="h-4 w-4" aria-hidden />
        {t("invitations.title")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl" title={t("invitations.title")} data-testid="invitations-dialog">
          <InvitationLinks orgId={orgId} />
        </DialogContent>
      </Dialog>
    </>
  );
}
