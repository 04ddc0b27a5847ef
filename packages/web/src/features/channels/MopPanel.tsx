import { lazy, Suspense, useState } from "react";
import { ActionIcon, Alert, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useFormikContext } from "formik";
import { FormattedMessage, useIntl } from "react-intl";
import { CHANNELS_MESSAGES, MAX_MOP_REQUESTS_PER_SAVE, MOP_CHANGE_DELAY_HOURS, formatDateTime, parseLocalDateTime } from "@portal/schema";
import { Notice } from "../../ui/Notice";
import { useTranslateKey } from "../../ui/useTranslateKey";
import type { ChannelsValues, MopRequestValues, Screen } from "./values";
import classes from "./channels.module.css";

const MopPauseModal = lazy(() => import("./MopPauseModal"));

const shown = (text: string) => {
  const date = parseLocalDateTime(text);
  return date ? formatDateTime(date) : text;
};

/**
 * The MOP service: active or inactive with the activate action, its disable windows and the request popup. A request
 * added in the popup is one of the screen's pending changes ("to send"), removable until the update sends it.
 */
export function MopPanel({ screen }: { screen: Screen }) {
  const intl = useIntl();
  const translate = useTranslateKey();
  const { values, errors, setFieldValue } = useFormikContext<ChannelsValues>();
  const flat = errors as Record<string, string | undefined>;
  const [asking, setAsking] = useState(false);
  const [added, setAdded] = useState(false);
  const pending = values.mopRequests;
  const full = pending.length >= MAX_MOP_REQUESTS_PER_SAVE;
  const add = (request: MopRequestValues) => {
    setAsking(false);
    setAdded(true);
    void setFieldValue("mopRequests", [...pending, request]);
  };
  const remove = (index: number) => {
    setAdded(false);
    void setFieldValue(
      "mopRequests",
      pending.filter((_, i) => i !== index),
    );
  };
  const requestErrors = (index: number) => [
    ...new Set((["start", "end", "reason"] as const).map((field) => flat[`mopRequests[${index}].${field}`]).filter((key) => !!key)),
  ];
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>
        <FormattedMessage id="channels.mop" />
      </legend>
      <Stack gap="sm">
        <Notice id="channels.notice.mop_delay" values={{ hours: MOP_CHANGE_DELAY_HOURS }} />
        <Group gap="sm">
          <Text size="sm">
            <FormattedMessage id="channels.mop.status" />
          </Text>
          <Badge color={values.mopActive ? "#1b5e20" : "#495057"}>
            <FormattedMessage id={values.mopActive ? "channels.mop.active" : "channels.mop.inactive"} />
          </Badge>
          {!values.mopActive && (
            <Button size="xs" variant="light" onClick={() => void setFieldValue("mopActive", true)}>
              <FormattedMessage id="channels.mop.activate" />
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => setAsking(true)} ml="auto" disabled={full}>
            <FormattedMessage id="channels.mop.request" />
          </Button>
        </Group>
        {(full || flat.mopRequests) && (
          <Text size="sm" c="red.8" role="alert">
            {translate(flat.mopRequests ?? CHANNELS_MESSAGES.mopTooMany)}
          </Text>
        )}
        {added && pending.length > 0 && (
          <Alert
            color="blue"
            role="status"
            withCloseButton
            onClose={() => setAdded(false)}
            closeButtonLabel={intl.formatMessage({ id: "channels.close" })}
          >
            <FormattedMessage id="channels.mop.request.added" />
          </Alert>
        )}
        {screen.mop.windows.length === 0 && pending.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="channels.mop.windows.empty" />
          </Text>
        ) : (
          <ul aria-label={intl.formatMessage({ id: "channels.mop.windows" })} style={{ margin: 0, paddingLeft: "1.2em" }}>
            {pending.map((request, index) => (
              <li key={`pending-${index}`}>
                <Group gap="xs" wrap="nowrap" align="center">
                  <Text size="sm" component="span" fw={600}>
                    {shown(request.start)} – {shown(request.end)} · <FormattedMessage id="channels.mop.state.UNSENT" />
                  </Text>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    onClick={() => remove(index)}
                    aria-label={intl.formatMessage({ id: "channels.mop.request.remove" }, { start: shown(request.start) })}
                  >
                    ×
                  </ActionIcon>
                </Group>
                {requestErrors(index).map((key) => (
                  <Text key={key} size="sm" c="red.8" role="alert">
                    {translate(key!)}
                  </Text>
                ))}
              </li>
            ))}
            {screen.mop.windows.map((w) => (
              <li key={w.id}>
                <Text size="sm" component="span">
                  {formatDateTime(new Date(w.start))} – {formatDateTime(new Date(w.end))} · <FormattedMessage id={`channels.mop.state.${w.status}`} />
                  {w.cancelReason ? ` · ${w.cancelReason}` : ""}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Stack>
      {asking && (
        <Suspense fallback={null}>
          <MopPauseModal opened={asking} onClose={() => setAsking(false)} onAdd={add} />
        </Suspense>
      )}
    </fieldset>
  );
}
