import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "../../../components/ui/dialog";

export function CreateOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t("sidebar.createOrganization")}>{t("placeholders.comingTitle")}</DialogContent>
    </Dialog>
  );
}
