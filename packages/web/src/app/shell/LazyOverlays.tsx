import { lazy, Suspense } from "react";

const Overlays = lazy(() => import("./Overlays").then((m) => ({ default: m.Overlays })));

/** Mounts the notifications and confirmation modals once their chunk arrives (nothing shows before). */
export function LazyOverlays() {
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
