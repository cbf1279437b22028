import { BODY_PART_SIDE, BODY_PARTS, type BodyPart, type BodySide } from "@hulppost/shared/body-parts";
import { X } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../lib/cn";
import { BACK_OUTLINE, BACK_SHAPES, FRONT_SHAPES, VIEW_BOX } from "./body-map-shapes";

const SHAPES: Record<BodySide, Partial<Record<BodyPart, string>>> = { front: FRONT_SHAPES, back: BACK_SHAPES };

/**
 * The affected body parts, picked on a front and a back figure: tap a region to mark it, tap again
 * to clear it. Each region is a checkbox for the keyboard (Tab, then Space or Enter) and for a
 * screen reader, which reads its name and whether it is marked. The marked parts are also listed
 * below the figures, head to toe, each with a button to clear it without finding it again.
 */
export function BodyMap({
  value,
  onChange,
  disabled,
  idPrefix = "body",
  labelId,
}: {
  value: readonly BodyPart[];
  onChange: (next: BodyPart[]) => void;
  disabled?: boolean;
  idPrefix?: string;
  /** The id of the label that names the map ("Affected body parts"), for screen readers. */
  labelId?: string;
}) {
  const { t } = useTranslation("patients");
  // The keyboard-focused region gets its ring drawn last, above its neighbours, which would
  // otherwise cover half of a thicker stroke along the edges they share.
  const [focused, setFocused] = useState<BodyPart | null>(null);
  const selected = new Set(value);
  const name = (part: BodyPart) => t(`bodyMap.parts.${part}`);

  const toggle = (part: BodyPart) => {
    if (disabled) return;
    const next = new Set(selected);
    if (!next.delete(part)) next.add(part);
    // Always head to toe, so the same marks give the same list however they were tapped.
    onChange(BODY_PARTS.filter((p) => next.has(p)));
  };
  const onKeyDown = (part: BodyPart) => (event: KeyboardEvent) => {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      toggle(part);
    }
  };
  // A ring only for keyboard focus: a tap focuses the region too, and should just fill it.
  const onFocus = (part: BodyPart) => (event: FocusEvent<SVGGElement>) =>
    setFocused(event.currentTarget.matches(":focus-visible") ? part : null);

  const figure = (side: BodySide) => {
    const shapes = SHAPES[side];
    const parts = BODY_PARTS.filter((part) => BODY_PART_SIDE[part] === side);
    const ring = focused && BODY_PART_SIDE[focused] === side ? shapes[focused] : undefined;
    return (
      <div className="flex min-w-0 flex-col items-center">
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot sit inside an SVG; the figure is the group. */}
        <svg
          viewBox={VIEW_BOX}
          role="group"
          aria-label={t(`bodyMap.${side}`)}
          className="h-auto w-full max-w-44 touch-manipulation select-none"
          strokeLinejoin="round"
          data-testid={`${idPrefix}-body-${side}`}
        >
          {side === "back" &&
            BACK_OUTLINE.map((d) => (
              <path key={d} d={d} aria-hidden className="pointer-events-none fill-slate-50 stroke-slate-200" />
            ))}
          {parts.map((part) => {
            const on = selected.has(part);
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG region cannot be an <input>; the role makes it one.
              <g
                key={part}
                role="checkbox"
                aria-checked={on}
                aria-label={name(part)}
                aria-disabled={disabled || undefined}
                tabIndex={disabled ? -1 : 0}
                onClick={() => toggle(part)}
                onKeyDown={onKeyDown(part)}
                onFocus={onFocus(part)}
                onBlur={() => setFocused(null)}
                className={cn("group outline-none", !disabled && "cursor-pointer")}
                data-testid={`${idPrefix}-part-${part}`}
              >
                <path
                  d={shapes[part]}
                  className={cn(
                    "stroke-slate-400 transition-colors",
                    on ? "fill-brand-600" : "fill-slate-100",
                    !disabled && (on ? "group-hover:fill-brand-700" : "group-hover:fill-brand-200"),
                    disabled && "opacity-60",
                  )}
                />
              </g>
            );
          })}
          {ring && (
            <path d={ring} aria-hidden className="pointer-events-none fill-none stroke-slate-900 stroke-[2.5]" />
          )}
        </svg>
        <span aria-hidden className="mt-1 text-xs font-medium text-slate-600">
          {t(`bodyMap.${side}`)}
        </span>
      </div>
    );
  };

  const marked = BODY_PARTS.filter((part) => selected.has(part));
  return (
    // biome-ignore lint/a11y/useSemanticElements: the figures hold SVG groups; a fieldset cannot hold them.
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-3" data-testid={`${idPrefix}-body-map`}>
      <div className="grid w-full max-w-md grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-white p-2 sm:gap-4 sm:p-3">
        {figure("front")}
        {figure("back")}
      </div>
      {marked.length === 0 ? (
        <p className="text-sm text-slate-500" data-testid={`${idPrefix}-body-none`}>
          {t("bodyMap.none")}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("bodyMap.selected")}>
          {marked.map((part) => (
            <li key={part}>
              <button
                type="button"
                onClick={() => toggle(part)}
                disabled={disabled}
                aria-label={t("bodyMap.remove", { part: name(part) })}
                className="inline-flex min-h-8 items-center gap-1 rounded-full bg-brand-100 py-1 pr-2 pl-3 text-xs font-medium text-brand-800 hover:bg-brand-200 disabled:pointer-events-none disabled:opacity-60"
                data-testid={`${idPrefix}-chip-${part}`}
              >
                {name(part)}
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
