import { useEffect, type RefObject } from "react";

/**
 * While a menu is open: Escape closes it and puts focus back on the button that opened it, and,
 * when `container` is given, a press anywhere outside it closes it too.
 */
export function useDismiss(
  open: boolean,
  setOpen: (open: boolean) => void,
  trigger: RefObject<HTMLElement | null>,
  container?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (container?.current && !container.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, setOpen, trigger, container]);
}
