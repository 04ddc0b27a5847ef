import { Button, Group, Modal } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useApolloClient } from "@apollo/client/react";
import { ShowVideoLaterDocument, type HomeQuery } from "../../gql/graphql";
import { videoPlayer } from "./videoPopup";
import classes from "./home.module.css";

type Video = NonNullable<HomeQuery["home"]["video"]>;

interface Props {
  video: Video;
  /** 'No more': never again for this video. */
  onNoMore: () => void;
  /** 'Show later' (and closing): not again this session. */
  onLater: () => void;
}

/**
 * The advertising video pop-up: YouTube (no-cookie) or Vimeo player, or the file; Escape closes it. It renders
 * in place, not through a portal, which would render it a second time, synchronously, on mount (see Overlays).
 */
export function VideoPopup({ video, onNoMore, onLater: hide }: Props) {
  const client = useApolloClient();
  // 'Show later' (and closing): hidden in this tab at once, and the session remembers it, so another tab or a new
  // page load of this session does not offer it again (here, in the pop-up's lazy chunk, not the home's first one).
  const onLater = () => {
    void client.mutate({ mutation: ShowVideoLaterDocument, variables: { videoId: video.id } }).catch(() => undefined);
    hide();
  };
  const intl = useIntl();
  const player = videoPlayer(video);
  const title = intl.formatMessage({ id: "home.video.title" });
  return (
    <Modal opened onClose={onLater} title={title} size="xl" centered withinPortal={false}>
      <div className={classes.player}>
        {player.kind === "iframe" ? (
          <iframe
            src={player.src}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <video src={player.src} controls preload="metadata" aria-label={title} />
        )}
      </div>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onNoMore}>
          <FormattedMessage id="home.video.no_more" />
        </Button>
        <Button onClick={onLater} data-autofocus>
          <FormattedMessage id="home.video.later" />
        </Button>
      </Group>
    </Modal>
  );
}
