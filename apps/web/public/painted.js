// The one script of a painted page before the app arrives (decision 060): it remembers that the
// person pressed Enter in a painted form, whose button waits for the app, so the app sends the form
// with what was typed when it takes over (apps/web/src/lib/prerendered.ts) instead of losing the key.
document.addEventListener(
  "keydown",
  (event) => {
    const form =
      event.key === "Enter" && event.target instanceof Element && event.target.closest("#prerendered-page form");
    if (form) document.documentElement.dataset.paintedSubmit = form.getAttribute("data-testid") || "form";
  },
  true,
);
