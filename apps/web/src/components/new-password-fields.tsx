import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField } from "./ui/form-field";
import { Input } from "./ui/input";

type PasswordField<V extends FieldValues> = {
  name: Path<V>;
  /** The input's id and test id; the field's name when not given. */
  id?: string;
  label: string;
};

/**
 * A new password typed twice. The checks (the length rule, the two being the same) are the form's
 * contract's (`withMatchingPasswords`); these fields show each one's message under it, and the
 * password manager is told it is a new password, so it offers to make one.
 */
export function NewPasswordFields<V extends FieldValues>({
  form,
  password,
  confirm,
  hint,
}: {
  form: UseFormReturn<V>;
  password: PasswordField<V>;
  confirm: PasswordField<V>;
  /** The rule, under the first field until there is an error to show there. */
  hint: string;
}) {
  return (
    <>
      {[password, confirm].map((field) => {
        const id = field.id ?? field.name;
        const error = form.getFieldState(field.name, form.formState).error;
        return (
          <FormField
            key={id}
            id={id}
            label={field.label}
            error={error?.message}
            hint={field === password ? hint : undefined}
            required
          >
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              aria-invalid={!!error}
              data-testid={id}
              {...form.register(field.name)}
            />
          </FormField>
        );
      })}
    </>
  );
}
