/**
 * A painted form (decision 060) paints seconds before its code arrives on a slow network, and the
 * person may type into it at once. When the app takes over (`useTakeOverPrerendered(ready,
 * carryPaintedForm)`), what they typed or chose is carried into the app's fields, with the focus,
 * and an Enter they pressed (public/painted.js noted it) sends the app's form. Only the pages with
 * a form load this, not the landing page.
 */
export function carryPaintedForm(painted: HTMLElement): () => void {
  const fields = [
    ...painted.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      "input[id], textarea[id], select[id]",
    ),
  ].filter((field) => field.type !== "hidden");
  const focused = painted.contains(document.activeElement) ? document.activeElement?.id : undefined;
  return () => {
    for (const field of fields) carryOver(field);
    if (focused) document.getElementById(focused)?.focus();
    const submitted = document.documentElement.dataset.paintedSubmit;
    if (submitted) {
      delete document.documentElement.dataset.paintedSubmit;
      [...document.forms].find((form) => form.dataset.testid === submitted)?.requestSubmit();
    }
  };
}

/**
 * One field: the app's field of the same id gets its value through the event its kind sends, which
 * the form library listens to (React reads `input` for text, `change` for a list; a click ticks a box).
 */
function carryOver(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  const target = document.getElementById(field.id);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    // Only a box the person ticked or cleared, and only when the app's differs.
    if (field.checked === field.defaultChecked || !(target instanceof HTMLInputElement)) return;
    if (target.type === field.type && target.checked !== field.checked) target.click();
    return;
  }
  if (!target || target.tagName !== field.tagName) return;
  const app = target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  if (field instanceof HTMLSelectElement) {
    // Only a choice the person made, not the list's own first answer.
    const preset = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    if (field.value === (preset?.value ?? "") || app.value === field.value) return;
  } else if (field.value === "" || app.value !== "") return; // typed on in the app: theirs stays
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(app), "value")?.set?.call(app, field.value);
  app.dispatchEvent(new Event(app instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}
