import { zodResolver } from "@hookform/resolvers/zod";
import { MEMBER_ROLES, type MemberRole } from "@hulppost/shared/constants";
import { type ProfilePatchInput, type ProfileUpdateInput, profileUpdateBody } from "@hulppost/shared/me";
import type { MemberDetailView, MemberView } from "@hulppost/shared/members";
import { Download } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { useVersionedSave } from "../../../components/ui/conflict-dialog";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "../../../components/ui/dialog";
import { FormField } from "../../../components/ui/form-field";
import { NativeSelect } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { useFormat } from "../../../lib/format";
import { useMe } from "../../../lib/session";
import { useErrorMessage } from "../../../lib/use-error-message";
import { applyFieldErrors } from "../../../lib/use-form-errors";
import { TrackRecordLink } from "../../events";
import { ProfileFields, toFormValues } from "../../me";
import { useExportMemberData } from "../api/export-member-data";
import { getMember, useMember } from "../api/get-member";
import { useSaveMember } from "../api/update-member";

/** An admin answers a request for a person's data (decision 054): what this organisation keeps, as a ZIP. */
function ExportDataButton({ orgId, userId }: { orgId: string; userId: string }) {
  const { t } = useTranslation("caregivers");
  const exportData = useExportMemberData(orgId, { onError: () => toast.error(t("exportData.failed")) });
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => exportData.mutate(userId)}
      disabled={exportData.isPending}
      data-testid="member-export-data"
    >
      <Download className="h-4 w-4" aria-hidden />
      {exportData.isPending ? t("exportData.preparing") : t("exportData.action")}
    </Button>
  );
}

/** Facts the admin may read but not change here: who the person is and how their account stands. */
function MemberFacts({ orgId, detail }: { orgId: string; detail: MemberDetailView }) {
  const { t } = useTranslation("caregivers");
  const format = useFormat();
  const facts = [
    { label: t("details.email"), value: detail.email },
    { label: t("details.userCode"), value: <span className="font-mono">{detail.userCode}</span> },
    { label: t("columns.registered"), value: format.date(detail.registeredAt) },
    { label: t("columns.lastLogin"), value: format.dateTime(detail.lastLoginAt) ?? t("list.never") },
  ];
  return (
    <div className="mb-5 rounded-lg bg-slate-50 p-3">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs text-slate-500">{fact.label}</dt>
            <dd className="truncate font-medium text-slate-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        <Badge tone={detail.emailVerified ? "green" : "amber"}>
          {t(detail.emailVerified ? "details.verified" : "list.unverified")}
        </Badge>
        {detail.otherOrganizationCount > 0 && (
          <Badge tone="blue">{t("details.otherOrganizations", { count: detail.otherOrganizationCount })}</Badge>
        )}
        {/* The caregiver detail's event history: hours, no-shows and raised hands (decision 050). */}
        <TrackRecordLink
          orgId={orgId}
          userId={detail.userId}
          name={`${detail.firstName} ${detail.lastName}`}
          className="ml-auto"
        />
        <ExportDataButton orgId={orgId} userId={detail.userId} />
      </div>
    </div>
  );
}

/** The form, mounted once the details are loaded so its starting values are the stored ones. */
function MemberDetailsForm({
  orgId,
  detail,
  onClose,
}: {
  orgId: string;
  detail: MemberDetailView;
  onClose: () => void;
}) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateBody),
    defaultValues: toFormValues(detail),
  });
  const { data: me } = useMe();
  // The server refuses changing one's own role (an admin cannot lock themselves out); so does the form.
  const isSelf = me?.user.id === detail.userId;
  const [role, setRole] = useState<MemberRole>(detail.role);
  const [isPrimary, setIsPrimary] = useState(detail.isPrimary);
  const membershipChanged = role !== detail.role || isPrimary !== detail.isPrimary;

  // The person (or another admin) may change these details at the same moment: only what changed
  // goes up, and a field they changed too asks first (decision 036).
  const versioned = useVersionedSave<ProfileUpdateInput, ProfileUpdateInput>({
    form,
    loadedVersion: detail.version,
    latest: async () => {
      const now = await getMember(orgId, detail.userId);
      return { values: toFormValues(now), version: now.version };
    },
    label: (name) => t(`profile:fields.${name}`),
    send: (changed, version) => save({ ...changed, version }),
    unchanged: () => save(null),
  });
  const mutation = useSaveMember(orgId, detail.userId, {
    onSuccess: () => {
      toast.success(t("common:toasts.saved"));
      onClose();
    },
    onError: async (error) => {
      if (await versioned.onError(error)) return;
      applyFieldErrors(error, form.setError);
      toast.error(t("common:toasts.saveFailed"), { description: errorMessage(error) });
    },
  });

  const save = (profile: ProfilePatchInput | null) =>
    mutation.mutate({ profile, membership: membershipChanged ? { role, isPrimary } : null });

  return (
    <form noValidate onSubmit={form.handleSubmit(versioned.submit)}>
      {versioned.dialog}
      <MemberFacts orgId={orgId} detail={detail} />
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{t("details.membership")}</h3>
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <FormField id="member-role" label={t("fields.role")}>
          <NativeSelect
            id="member-role"
            value={role}
            onChange={(e) => setRole(e.target.value as MemberRole)}
            disabled={isSelf}
            data-testid="member-role"
          >
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`common:roles.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2.5 text-sm text-slate-800" htmlFor="member-primary">
          <Checkbox
            id="member-primary"
            checked={isPrimary}
            onCheckedChange={(v) => setIsPrimary(v === true)}
            data-testid="member-primary"
          />
          {t("fields.isPrimary")}
        </label>
      </div>
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{t("details.personal")}</h3>
      {!detail.accountManagedHere && (
        <Alert tone="info" className="mb-4" data-testid="member-managed-elsewhere">
          {t("details.managedElsewhere", { name: `${detail.firstName} ${detail.lastName}` })}
        </Alert>
      )}
      {/* A disabled fieldset disables every control inside it, the checkboxes' buttons too. */}
      <fieldset disabled={!detail.accountManagedHere} className="min-w-0">
        <ProfileFields form={form} idPrefix="member-" />
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={mutation.isPending}>
            {t("common:actions.cancel")}
          </Button>
        </DialogClose>
        <Button
          type="submit"
          loading={mutation.isPending}
          disabled={!form.formState.isDirty && !membershipChanged}
          data-testid="member-details-save"
        >
          {t("common:actions.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** View and edit a caregiver: the same fields as "my profile", plus their role here and primary flag. */
export function MemberDetailsDialog({
  orgId,
  member,
  onClose,
}: {
  orgId: string;
  member: MemberView;
  onClose: () => void;
}) {
  const { t } = useTranslation("caregivers");
  const errorMessage = useErrorMessage();
  const detail = useMember(orgId, member.userId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        title={`${member.firstName} ${member.lastName}`}
        description={t("details.description")}
        data-testid="member-details-dialog"
      >
        {detail.isPending ? (
          <div className="flex justify-center py-12" role="status">
            <Spinner className="h-7 w-7 text-brand-700" />
            <span className="sr-only">{t("common:loading")}</span>
          </div>
        ) : detail.isError ? (
          <p className="py-6 text-sm text-slate-700">{errorMessage(detail.error)}</p>
        ) : (
          <MemberDetailsForm orgId={orgId} detail={detail.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
