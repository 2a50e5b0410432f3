import { useSyncExternalStore } from "react";

/** Reads a localStorage key reactively; `null` on the server and when absent or unreadable. */
export function useLocalStorageValue(key: string): string | null {
  return useSyncExternalStore(
    (onChange) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) onChange();
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
    () => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    () => null,
  );
}
