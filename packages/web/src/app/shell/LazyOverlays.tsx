import { lazy, useEffect, useState } from "react";
import { AfterFirstScreen } from "../../ui/AfterFirstScreen";

const loadOverlays = () => import("./Overlays");
const Overlays = lazy(() => loadOverlays().then((m) => ({ default: m.Overlays })));

/**
 * Mounts the notifications and confirmation modals after the first screen (nothing shows before), or at once when a
 * control needs them earlier: `overlaysReady()` (Overlays.tsx) asks with this window event. (Its name is written in
 * both files: importing it either way would move one module into the other's chunk.)
 */
export function LazyOverlays() {
  const [now, setNow] = useState(false);
  useEffect(() => {
    const wanted = () => setNow(true);
    window.addEventListener("portal:overlays-wanted", wanted);
    return () => window.removeEventListener("portal:overlays-wanted", wanted);
  }, []);
  return (
    <AfterFirstScreen load={loadOverlays} now={now}>
      <Overlays />
    </AfterFirstScreen>
  );
}
