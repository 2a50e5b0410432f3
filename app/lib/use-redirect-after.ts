import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Once `when` turns true, goes to `to` after `delayMs` (spec §9: signup 1.5 s, reset 2 s). */
export function useRedirectAfter(when: boolean, to: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(() => void navigate(to), delayMs);
    return () => clearTimeout(timer);
  }, [when, to, delayMs, navigate]);
}
