import { formatPhone } from "@hulppost/shared/field-formats";
import type { MemberView } from "@hulppost/shared/members";
import { PhoneOff } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Label } from "../../../components/ui/label";
import { LoadError, Loading } from "../../../components/ui/load-state";
import { SearchInput } from "../../../components/ui/search-input";
import { useSmsMembers } from "../api/list-members";

const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * People picked by name. The whole list is fetched once (the caregivers page's own list) and
 * searched here, so ticked people stay ticked while the search changes. Who has no phone number
 * is said beside the name: they can be ticked, and the preview lists them as skipped.
 */
export function PersonPicker({
  orgId,
  value,
  onChange,
}: {
  orgId: string;
  value: string[];
  onChange: (userIds: string[]) => void;
}) {
  const { t } = useTranslation("sms");
  const [search, setSearch] = useState("");
  const members = useSmsMembers(orgId);
  const selected = useMemo(() => new Set(value), [value]);
  const shown = useMemo(() => {
    const words = fold(search).split(/\s+/).filter(Boolean);
    const sorted = [...(members.data ?? [])].sort(byName);
    if (!words.length) return sorted;
    return sorted.filter((m) => {
      const haystack = fold(`${m.firstName} ${m.lastName} ${m.phone ?? ""} ${m.email}`);
      return words.every((word) => haystack.includes(word));
    });
  }, [members.data, search]);

  const toggle = (userId: string, on: boolean) =>
    onChange(on ? [...value, userId] : value.filter((id) => id !== userId));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t("recipients.people")}</legend>
      <Label htmlFor="sms-recipient-search" className="sr-only">
        {t("recipients.search")}
      </Label>
      <SearchInput
        id="sms-recipient-search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("recipients.searchPlaceholder")}
        autoComplete="off"
        data-testid="sms-recipient-search"
      />
      {members.isPending ? (
        <Loading className="py-6" />
      ) : members.isError ? (
        <LoadError title={t("recipients.loadFailed")} error={members.error} onRetry={() => members.refetch()} />
      ) : (
        <>
          {/* relative: Radix puts a hidden native checkbox per row, absolutely placed, for the form; it must
              scroll with the list instead of stretching the page below it. */}
          <ul className="relative max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {shown.map((member) => (
              <PersonRow
                key={member.userId}
                member={member}
                checked={selected.has(member.userId)}
                onChange={(on) => toggle(member.userId, on)}
              />
            ))}
            {shown.length === 0 && <li className="px-3 py-4 text-sm text-slate-600">{t("recipients.noMatch")}</li>}
          </ul>
          <div className="flex min-h-8 items-center justify-between gap-2 text-xs text-slate-600">
            <span aria-live="polite">{t("recipients.picked", { count: value.length })}</span>
            {value.length > 0 && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
                {t("recipients.clear")}
              </Button>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}

function PersonRow({
  member,
  checked,
  onChange,
}: {
  member: MemberView;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation("sms");
  const id = `sms-person-${member.userId}`;
  return (
    <li>
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
        <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} data-testid={id} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm text-slate-900">{`${member.firstName} ${member.lastName}`}</span>
          {member.phone ? (
            <span className="block text-xs text-slate-600 tabular-nums">{formatPhone(member.phone)}</span>
          ) : (
            <span className="flex items-center gap-1 text-xs text-amber-800">
              <PhoneOff className="h-3 w-3" aria-hidden />
              {t("recipients.noPhone")}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}

const byName = (a: MemberView, b: MemberView) =>
  `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`);
