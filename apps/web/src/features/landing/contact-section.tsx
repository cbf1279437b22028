import { zodResolver } from "@hookform/resolvers/zod";
import { type ContactInput, contactBody } from "@hulppost/shared/contact";
import { Mail } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { isApiError } from "../../lib/api-client";
import { applyFieldErrors } from "../../lib/use-form-errors";
import { useSendContact } from "./api/send-contact";

export function ContactSection() {
  const { t, i18n } = useTranslation("landing");
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactBody),
    defaultValues: { name: "", email: "", organization: "", message: "", honeypot: "" },
  });
  const mutation = useSendContact({
    onSuccess: () => {
      toast.success(t("contact.sent"), { description: t("contact.sentDescription") });
      form.reset();
    },
    onError: async (error) => {
      applyFieldErrors(error, form.setError);
      // The API's error words are not part of the landing page's first download.
      await i18n.loadNamespaces("errors");
      const description = isApiError(error, "INVALID_SUBMISSION")
        ? t("errors:INVALID_SUBMISSION")
        : isApiError(error, "RATE_LIMITED")
          ? t("errors:RATE_LIMITED")
          : t("contact.failed");
      toast.error(t("contact.errorTitle"), { description });
    },
  });
  const { errors } = form.formState;

  return (
    <section id="contact" className="scroll-mt-16 bg-white py-20">
      <div className="mx-auto grid max-w-5xl gap-12 px-4 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Mail className="h-5 w-5" aria-hidden />
          </span>
          <h2 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("contact.title")}</h2>
          <p className="mt-3 text-slate-600">{t("contact.subtitle")}</p>
        </div>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={form.handleSubmit((v) => mutation.mutate(v))}
          data-testid="contact-form"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="contact-name" label={t("contact.name")} error={errors.name?.message} required>
              <Input id="contact-name" autoComplete="name" aria-invalid={!!errors.name} {...form.register("name")} />
            </FormField>
            <FormField id="contact-email" label={t("contact.email")} error={errors.email?.message} required>
              <Input
                id="contact-email"
                type="email"
                autoComplete="email"
                aria-invalid={!!errors.email}
                {...form.register("email")}
              />
            </FormField>
          </div>
          <FormField
            id="contact-organization"
            label={t("contact.organization")}
            error={errors.organization?.message}
            hint={t("contact.optional")}
          >
            <Input id="contact-organization" autoComplete="organization" {...form.register("organization")} />
          </FormField>
          <FormField id="contact-message" label={t("contact.message")} error={errors.message?.message} required>
            <Textarea id="contact-message" rows={5} aria-invalid={!!errors.message} {...form.register("message")} />
          </FormField>
          {/* Hidden from people and from assistive technology; bots that fill every field are refused. */}
          <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
            <label htmlFor="contact-website">{t("contact.honeypot")}</label>
            <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register("honeypot")} />
          </div>
          <Button
            type="submit"
            size="lg"
            loading={mutation.isPending}
            className="sm:self-start"
            data-testid="contact-submit"
          >
            {t("contact.submit")}
          </Button>
        </form>
      </div>
    </section>
  );
}
