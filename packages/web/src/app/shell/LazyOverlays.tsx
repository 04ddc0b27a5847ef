import { lazy } from "react";
import { AfterFirstScreen } from "../../ui/AfterFirstScreen";

const loadOverlays = () => import("./Overlays");
const Overlays = lazy(() => loadOverlays().then((m) => ({ default: m.Overlays })));

/** Mounts the notifications and confirmation modals after the first screen (nothing shows before). */
export function LazyOverlays() {
  return (
    <AfterFirstScreen load={loadOverlays}>
      <Overlays />
    </AfterFirstScreen>
  );
}
