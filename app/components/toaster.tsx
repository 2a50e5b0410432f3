import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterNeeded, subscribeToasterNeeded, toastOptions } from "../lib/toast";

const HotToaster = lazy(() => import("react-hot-toast").then((module) => ({ default: module.Toaster })));

/** The app's one toaster, mounted once the first toast is requested (see lib/toast.ts). */
export function Toaster() {
  const needed = useSyncExternalStore(subscribeToasterNeeded, isToasterNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <HotToaster position="top-center" toastOptions={toastOptions} />
    </Suspense>
  );
}
