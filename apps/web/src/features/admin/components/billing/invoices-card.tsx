import type { BillingView } from "@hulppost/shared/billing";
import { ExternalLink, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../../components/ui/alert";
import { Badge } from "../../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../../components/ui/table";
import { useFormat } from "../../../../lib/format";

const KNOWN_STATUSES = ["paid", "open", "draft", "void", "uncollectible"] as const;

/** Stripe's invoices for the organisation, with links to Stripe's own page and PDF of each. */
export function InvoicesCard({ billing }: { billing: BillingView }) {
  const { t } = useTranslation("admin");
  const { date } = useFormat();
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(undefined, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
  const statusLabel = (status: string) =>
    (KNOWN_STATUSES as readonly string[]).includes(status) ? t(`billing.invoiceStatus.${status}`) : status;

  return (
    <Card data-testid="billing-invoices">
      <CardHeader>
        <CardTitle>{t("billing.invoicesTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        {billing.providerUnreachable && (
          <Alert tone="warning" className="mb-3">
            {t("billing.providerUnreachable")}
          </Alert>
        )}
        {billing.invoices && billing.invoices.length === 0 && (
          <p className="text-sm text-slate-600">{t("billing.noInvoices")}</p>
        )}
        {billing.invoices && billing.invoices.length > 0 && (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("billing.invoiceColumns.date")}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t("billing.invoiceColumns.number")}</TableHead>
                  <TableHead className="text-right">{t("billing.invoiceColumns.amount")}</TableHead>
                  <TableHead>{t("billing.invoiceColumns.status")}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t("billing.invoiceColumns.links")}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {billing.invoices.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell className="whitespace-nowrap">{date(invoice.createdAt)}</TableCell>
                    <TableCell className="hidden font-mono text-xs sm:table-cell">{invoice.number ?? "—"}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {money(invoice.amountCents, invoice.currency)}
                    </TableCell>
                    <TableCell>
                      <Badge
                        tone={invoice.status === "paid" ? "green" : invoice.status === "open" ? "amber" : "neutral"}
                      >
                        {statusLabel(invoice.status)}
                      </Badge>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-right">
                      {invoice.hostedUrl && (
                        <a
                          href={invoice.hostedUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                        >
                          <ExternalLink className="h-4 w-4" aria-hidden />
                          <span className="sr-only sm:not-sr-only">{t("billing.invoiceView")}</span>
                        </a>
                      )}
                      {invoice.pdfUrl && (
                        <a
                          href={invoice.pdfUrl}
                          target="_blank"
                          rel="noreferrer"
                          className="ml-3 hidden items-center gap-1 text-sm font-medium text-brand-700 hover:underline sm:inline-flex"
                        >
                          <FileText className="h-4 w-4" aria-hidden />
                          {t("billing.invoicePdf")}
                        </a>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
