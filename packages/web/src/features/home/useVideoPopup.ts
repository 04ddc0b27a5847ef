import { useMemo, useState } from "react";
import type { HomeQuery } from "../../gql/graphql";
import { browserStores, hideVideoForSession, hideVideoForever, shouldShowVideo } from "./videoPopup";

type Video = NonNullable<HomeQuery["home"]["video"]>;

/**
 * The video the pop-up shows now (null when there is none or it was dismissed), and the two dismissals: 'no more' in
 * this browser (local storage), 'show later' for the signed-in session (this tab's storage; the pop-up also tells the server's session).
 */
export function useVideoPopup(video: Video | null) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const stores = useMemo(() => browserStores(), []);
  const visible = video && dismissed !== video.id && shouldShowVideo(video.id, stores.local, stores.session) ? video : null;
  return {
    video: visible,
    noMore: () => {
      if (!video) return;
      hideVideoForever(video.id, stores.local);
      setDismissed(video.id);
    },
    later: () => {
      if (!video) return;
      hideVideoForSession(video.id, stores.session);
      setDismissed(video.id);
    },
  };
}
