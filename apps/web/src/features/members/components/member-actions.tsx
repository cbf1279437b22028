import type { MemberView } from "@hulppost/shared/members";
import { KeyRound, MailCheck, MoreHorizontal, Pencil, UserMinus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import {
  DangerMenuItem,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { useMe } from "../../../lib/session";

export type MemberActionKind = "details" | "password" | "verify" | "remove" | "deleteLogin" | "erase";
export type MemberActionHandler = (kind: MemberActionKind, member: MemberView) => void;

/**
 * The row menu of a caregiver. Removing yourself is not offered; the account itself (password,
 * email status) only when this organisation alone answers for it (see accountManagedHere).
 */
export function MemberActionsMenu({ member, onAction }: { member: MemberView; onAction: MemberActionHandler }) {
  const { t } = useTranslation("caregivers");
  const { data: me } = useMe();
  const isSelf = me?.user.id === member.userId;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="sm:h-8 sm:w-8"
          aria-label={t("actions.menu", { name })}
          data-testid={`member-actions-${member.userId}`}
        >
          <MoreHorizontal className="h-5 w-5" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="max-w-56 truncate">{name}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => onAction("details", member)} data-testid="member-edit">
          <Pencil className="h-4 w-4" aria-hidden />
          {t("actions.details")}
        </DropdownMenuItem>
        {member.hasLogin && member.accountManagedHere && (
          <DropdownMenuItem onSelect={() => onAction("password", member)} data-testid="member-password">
            <KeyRound className="h-4 w-4" aria-hidden />
            {t("actions.resetPassword")}
          </DropdownMenuItem>
        )}
        {member.hasLogin && member.accountManagedHere && !member.emailVerified && (
          <DropdownMenuItem onSelect={() => onAction("verify", member)} data-testid="member-verify">
            <MailCheck className="h-4 w-4" aria-hidden />
            {t("actions.verifyEmail")}
          </DropdownMenuItem>
        )}
        {!isSelf && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onAction("remove", member)} data-testid="member-remove">
              <UserMinus className="h-4 w-4" aria-hidden />
              {t("actions.remove")}
            </DropdownMenuItem>
            {member.hasLogin && member.accountManagedHere && (
              <DangerMenuItem onSelect={() => onAction("deleteLogin", member)} data-testid="member-delete-login">
                {t("actions.deleteLogin")}
              </DangerMenuItem>
            )}
            <DangerMenuItem onSelect={() => onAction("erase", member)} data-testid="member-erase">
              {t("actions.erase")}
            </DangerMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
